//! The rules and condition operators a schema may name.

use crate::conditions::ConditionRegistry;
use crate::rules::RuleRegistry;

/// What a schema's `rules`, `conditions` and `disabled` are checked against while the schema
/// is read: the built-in rules, operators and expression functions plus those the app
/// registers in Rust. [`crate::schema::FormSchema::from_value`] uses the built-ins only;
/// use [`crate::schema::FormSchema::from_value_with`] when the schema names custom ones,
/// with [`Functions::registries`](crate::schema::Functions::registries), and build the form
/// with the same [`Functions`](crate::schema::Functions)
/// ([`FormState::from_schema_with`](crate::form::FormState::from_schema_with)): the form
/// runs the operators and expression functions those hold (built with other functions, it
/// refuses a name they lack, naming the element).
#[derive(Clone, Copy)]
pub struct Registries<'a> {
    /// Validation rules.
    pub rules: &'a RuleRegistry,
    /// Condition operators and expression functions.
    pub conditions: &'a ConditionRegistry,
}

//! Checking a schema's function references against the registered names: the build error
//! `schema.country.items: no items function "countries" registered`.

use serde_json::Value;

use super::Functions;
use super::kind::{FunctionKind, rule_refs};
use crate::schema::element::ElementSchema;
use crate::schema::error::{SchemaError, child};
use crate::schema::form::FormSchema;

impl Functions {
    /// Checks every function reference of the entry at `base` (`schema.country`): the first
    /// name not registered is an error at its path,
    /// `schema.country.items: no items function "countries" registered`.
    ///
    /// # Errors
    /// The first unregistered name.
    pub fn check_entry(&self, base: &str, entry: &ElementSchema) -> Result<(), SchemaError> {
        match entry
            .function_refs(base)
            .into_iter()
            .find(|r| !self.has(r.kind, &r.name))
        {
            Some(missing) => Err(self.missing(missing.path, missing.kind, &missing.name)),
            None => Ok(()),
        }
    }

    /// The error for an unregistered `name` of `kind` at `path`, with the registered name of
    /// that kind closest to it when it looks like a typo
    /// (`no items function "citys" registered (did you mean "cities"?)`).
    fn missing(&self, path: String, kind: FunctionKind, name: &str) -> SchemaError {
        let mut message = format!("no {} \"{}\" registered", kind.noun(), name);
        let registered = self.names().filter(|n| self.has(kind, n));
        if let Some(known) = crate::schema::suggest::suggest(name, registered) {
            message.push_str(&format!(" (did you mean {known:?}?)"));
        }
        SchemaError::new(path, message)
    }

    /// Checks the function references of a `rules` value at `path` (`schema.age.rules`): rule
    /// entries `{"fn": "even"}` and conditional rules' condition functions
    /// (`[{"required": [{"fn": "isAdult"}]}]`), as [`check_entry`](Self::check_entry) does.
    ///
    /// # Errors
    /// The first unregistered name, e.g.
    /// `schema.name.rules[0].required[0]: no condition function "isAdult" registered`.
    pub fn check_rules(&self, path: &str, rules: &Value) -> Result<(), SchemaError> {
        let mut missing = None;
        rule_refs(rules, path, &mut |at, kind, name| {
            if missing.is_none() && !self.has(kind, name) {
                missing = Some(self.missing(at.to_string(), kind, name));
            }
        });
        missing.map_or(Ok(()), Err)
    }

    /// [`check_entry`](Self::check_entry) for every element of `schema`, in order.
    ///
    /// # Errors
    /// The first unregistered name.
    pub fn check(&self, schema: &FormSchema) -> Result<(), SchemaError> {
        schema
            .elements
            .iter()
            .try_for_each(|(name, entry)| self.check_entry(&child("schema", name), entry))
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use crate::schema::{FormSchema, FunctionKind, Functions};

    #[test]
    fn check_names_the_first_missing_function_with_its_path() {
        let schema = FormSchema::from_value(&json!({
            "age": {"type": "select", "rules": ["required", {"fn": "even"}]},
            "country": {"type": "select", "items": {"fn": "countries"}},
        }))
        .unwrap();
        let mut functions = Functions::new();
        assert_eq!(
            functions.check(&schema).unwrap_err().to_string(),
            r#"schema.age.rules[1]: no rule "even" registered"#
        );
        functions.rule("even", "even please", |v| {
            v.as_i64().is_some_and(|n| n % 2 == 0)
        });
        assert_eq!(
            functions.check(&schema).unwrap_err().to_string(),
            r#"schema.country.items: no items function "countries" registered"#
        );
        functions.declare(FunctionKind::Items, "countries");
        assert!(functions.check(&schema).is_ok());
    }
}

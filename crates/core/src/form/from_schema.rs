//! [`FormState::from_schema`]: a form built from a [`FormSchema`].

use super::error::FormError;
use super::state::FormState;
use crate::Value;
use crate::conditions::{Conditions, DisabledSpec, parse_conditions};
use crate::config::FormConfig;
use crate::element::ElementSetup;
use crate::expression::Date;
use crate::rules::{RuleSpec, parse_rules};
use crate::schema::{ElementSchema, FormSchema};

impl FormState {
    /// Builds a form from `schema` with `config`, the form's `default` object
    /// (`form_default[name]` wins over an element's own `default`) and today's date.
    ///
    /// Each element gets its [`ElementSetup::from_schema`], its `rules`, `conditions` and
    /// `disabled` (parsed again from the schema's values), its `messages`, `fieldName`,
    /// `label`, `placeholder`, `floating` and (editor) `debounce`. Availability is then
    /// computed for the whole form.
    ///
    /// Fails with [`FormError::Rules`] or [`FormError::Conditions`] naming the element
    /// (a schema read with [`FormSchema::from_value`] has been checked already), or
    /// [`FormError::DuplicatePath`].
    pub fn from_schema(
        schema: &FormSchema,
        config: &FormConfig,
        form_default: &Value,
        today: Date,
    ) -> Result<FormState, FormError> {
        let mut form = FormState::with_config(config, today);
        form.form_default = form_default.clone();
        for (name, entry) in &schema.elements {
            form.add_schema_entry(name, entry.clone(), form_default)?;
        }
        form.recompute_availability();
        Ok(form)
    }

    /// Adds the element `name`; the state keeps `entry` itself (an inline element's entry is
    /// moved in, not copied: a select's items can be large).
    fn add_schema_entry(
        &mut self,
        name: &str,
        entry: ElementSchema,
        form_default: &Value,
    ) -> Result<(), FormError> {
        let (rules, conditions, disabled) = parse_entry(name, &entry)?;
        let setup = ElementSetup::from_schema(name, &entry, &self.config);
        let i = self.insert(setup, rules, conditions, disabled, form_default)?;
        self.take_entry(i, entry);
        Ok(())
    }

    /// Keeps `entry` as element `i`'s schema entry and takes the options the form reads from
    /// it: `messages`, `fieldName`, `label`, `placeholder`, `floating`, `debounce`.
    pub(crate) fn take_entry(&mut self, i: usize, entry: ElementSchema) {
        let common = entry.common();
        let (floating, debounce) = match &entry {
            ElementSchema::Select(s) => (s.floating.clone(), None),
            ElementSchema::TEditor(e) => (None, e.debounce),
        };
        if let Some(info) = self.info.get_mut(i) {
            info.messages = common.messages.clone();
            info.field_name = common.field_name.clone();
            info.label = common.label.clone();
            info.placeholder = common.placeholder.clone();
            info.floating = floating;
            info.schema = Some(std::sync::Arc::new(entry));
        }
        if let Some(rt) = self.runtime.get_mut(i) {
            rt.debounce = debounce;
            rt.validation.set_debounce(debounce);
        }
    }

    /// Adds one element from its schema entry (an element written inline in a `<Form>`),
    /// inheriting from the form's `default` object, and recomputes availability.
    ///
    /// Fails like [`from_schema`](Self::from_schema): [`FormError::Rules`],
    /// [`FormError::Conditions`] or [`FormError::DuplicatePath`].
    pub fn add_schema_element(
        &mut self,
        name: &str,
        entry: ElementSchema,
    ) -> Result<(), FormError> {
        let form_default = self.form_default.clone();
        self.add_schema_entry(name, entry, &form_default)?;
        self.recompute_availability();
        Ok(())
    }
}

/// The entry's `rules`, `conditions` and `disabled`, parsed; errors name the element.
pub(crate) fn parse_entry(
    name: &str,
    entry: &ElementSchema,
) -> Result<(RuleSpec, Conditions, DisabledSpec), FormError> {
    let common = entry.common();
    let rules = parse_rules(&common.rules).map_err(|error| FormError::Rules {
        path: name.to_owned(),
        error,
    })?;
    let conditions =
        parse_conditions(&common.conditions).map_err(|error| FormError::Conditions {
            path: name.to_owned(),
            option: "conditions",
            error: Box::new(error),
        })?;
    let disabled =
        DisabledSpec::parse(&common.disabled).map_err(|error| FormError::Conditions {
            path: name.to_owned(),
            option: "disabled",
            error: Box::new(error),
        })?;
    Ok((rules, conditions, disabled))
}

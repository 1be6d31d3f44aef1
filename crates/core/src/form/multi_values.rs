//! `select(values)` / `deselect(values)` of a multiselect or tags element
//! ([`ElementAction::Select`](super::ElementAction::Select)): the next list value, from the
//! element's options.

use super::error::FormError;
use super::state::FormState;
use crate::Value;
use crate::combobox::multi::{deselect_values, select_values};
use crate::element::ElementError;
use crate::items::OptionList;
use crate::schema::ElementSchema;

impl FormState {
    /// The value `select(values)` (`on`) or `deselect(values)` leaves the multi-value
    /// element `path` with: read against its resolved options, else its static items.
    pub(super) fn multi_values(
        &self,
        path: &str,
        values: &[Value],
        on: bool,
    ) -> Result<Value, FormError> {
        let not_multi = || {
            FormError::Element(ElementError::NotMulti {
                path: path.to_owned(),
            })
        };
        let Some(ElementSchema::Select(select)) = self.schema_entry(path) else {
            return Err(not_multi());
        };
        if select.multi.is_none() {
            return Err(not_multi());
        }
        let current = self.el(path).map_or(Value::Null, |el| el.value().clone());
        let resolved = self
            .options(path)
            .or_else(|| select.static_store().cloned());
        let from_json = match &resolved {
            None => select.json_options(),
            Some(_) => None,
        };
        let items: Option<&dyn OptionList> = match (&resolved, &from_json) {
            (Some(store), _) => {
                let store: &crate::items::OptionStore = store;
                Some(store)
            }
            (None, Some(items)) => Some(items),
            (None, None) => None,
        };
        if on {
            let chosen = match select_values(select, items, &current, values) {
                // A search's answer lists the matches, not every option: a value it does
                // not hold is taken as given, as `update` takes it.
                Err(_) if self.options_answer_search(path) => {
                    select_values(select, None, &current, values)
                }
                other => other,
            };
            chosen.map_err(|value| {
                FormError::Element(ElementError::NotAnOption {
                    path: path.to_owned(),
                    value,
                    create: select.create,
                })
            })
        } else {
            Ok(deselect_values(select, items, &current, values))
        }
    }
}

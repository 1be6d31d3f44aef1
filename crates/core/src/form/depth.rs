//! Values nested deeper than JSON text may be (a `Value` built in Rust) are refused where
//! they enter the form, before anything clones, compares or drops them: those recurse once
//! per level, and 20,000 levels overflow a 1 MB stack (audit 29-A F1).

use super::error::FormError;
use super::event::ElementAction;
use super::state::FormState;
use crate::Value;
use crate::element::ElementSetup;
use crate::json_text::{drop_flat, nests_too_deep};

impl FormState {
    /// Refuses form data (`load`, `update`, a default) that nests deeper than
    /// [`MAX_NESTING`](crate::json_text::MAX_NESTING), its own object included, naming the
    /// first key that does.
    pub(crate) fn check_data_depth(data: &Value) -> Result<(), FormError> {
        match data {
            Value::Object(map) => match map.iter().find(|(_, v)| nests_too_deep(v, 1)) {
                Some((key, _)) => Err(FormError::TooDeep { path: key.clone() }),
                None => Ok(()),
            },
            other if nests_too_deep(other, 0) => Err(FormError::TooDeep {
                path: String::new(),
            }),
            _ => Ok(()),
        }
    }

    /// Refuses an action whose values would nest deeper than
    /// [`MAX_NESTING`](crate::json_text::MAX_NESTING) in the form's data at element `i`
    /// (its object and the containers around the element counted); the refused values are
    /// dropped without recursion.
    pub(crate) fn check_action_depth(
        &self,
        i: usize,
        path: &str,
        action: ElementAction,
    ) -> Result<ElementAction, FormError> {
        let above = self
            .elements
            .get(i)
            .map_or(1, |el| el.setup().data_levels_above());
        if !action_too_deep(&action, above) {
            return Ok(action);
        }
        drop_action_flat(action);
        Err(FormError::TooDeep {
            path: path.to_owned(),
        })
    }

    /// Refuses a setup whose `default` or checkbox values nest deeper than
    /// [`MAX_NESTING`](crate::json_text::MAX_NESTING) (`add_element`), dropping them
    /// without recursion.
    pub(crate) fn check_setup_depth(mut setup: ElementSetup) -> Result<ElementSetup, FormError> {
        if !setup.nests_too_deep() {
            return Ok(setup);
        }
        let path = match &setup.parent_path {
            Some(parent) if !parent.is_empty() => format!("{parent}.{}", setup.name),
            _ => setup.name.clone(),
        };
        setup.drop_values_flat();
        Err(FormError::TooDeep { path })
    }
}

/// Whether a value of `action` nests too deep `above` levels down (a list of values: one
/// more, the list).
fn action_too_deep(action: &ElementAction, above: usize) -> bool {
    match action {
        ElementAction::Update(v) | ElementAction::Input(v) | ElementAction::Load(v, _) => {
            nests_too_deep(v, above)
        }
        #[cfg(feature = "choice")]
        ElementAction::ToggleItem(v) => nests_too_deep(v, above + 1),
        #[cfg(feature = "choice")]
        ElementAction::DisableItems(values)
        | ElementAction::EnableItems(values)
        | ElementAction::CheckItems(values)
        | ElementAction::UncheckItems(values) => {
            values.iter().any(|v| nests_too_deep(v, above + 1))
        }
        #[cfg(feature = "multi")]
        ElementAction::Select(values) | ElementAction::Deselect(values) => {
            values.iter().any(|v| nests_too_deep(v, above + 1))
        }
        _ => false,
    }
}

/// Drops the values of a refused action without recursion.
fn drop_action_flat(action: ElementAction) {
    match action {
        ElementAction::Update(v) | ElementAction::Input(v) | ElementAction::Load(v, _) => {
            drop_flat(v);
        }
        #[cfg(feature = "choice")]
        ElementAction::ToggleItem(v) => drop_flat(v),
        #[cfg(feature = "choice")]
        ElementAction::DisableItems(values)
        | ElementAction::EnableItems(values)
        | ElementAction::CheckItems(values)
        | ElementAction::UncheckItems(values) => values.into_iter().for_each(drop_flat),
        #[cfg(feature = "multi")]
        ElementAction::Select(values) | ElementAction::Deselect(values) => {
            values.into_iter().for_each(drop_flat);
        }
        _ => {}
    }
}

//! Radios sharing a `radioName`: choosing one sets the others to `null`, in the same
//! [`Outcome`](super::Outcome) (the reference wires this through DOM listeners).

use super::outcome::Log;
use super::state::FormState;
use crate::Value;
use crate::schema::{ChoiceKind, ElementSchema};

impl FormState {
    /// After the user (or `check()`, `update`) chose the radio at index `i` (its value shows
    /// it checked: [`ChoiceSchema::is_checked`](crate::schema::ChoiceSchema::is_checked), the
    /// loose comparison the view uses, so `"1"` chooses a radio of value `1`): every
    /// other radio of its `radioName` that holds a value takes `null`, with its `change` and
    /// everything that follows from it.
    pub(super) fn uncheck_radio_group(&mut self, i: usize, out: &mut Log) {
        let Some(path) = self.elements.get(i).map(|el| el.path().to_owned()) else {
            return;
        };
        let Some(ElementSchema::Choice(radio)) = self.schema_entry(&path) else {
            return;
        };
        let (Some(name), ChoiceKind::Radio) = (radio.radio_name.clone(), radio.kind) else {
            return;
        };
        let chosen = self
            .elements
            .get(i)
            .is_some_and(|el| radio.is_checked(el.value()));
        if !chosen {
            return;
        }
        let others: Vec<usize> = (0..self.elements.len())
            .filter(|j| *j != i)
            .filter(|j| {
                let Some(el) = self.elements.get(*j) else {
                    return false;
                };
                !el.value().is_null()
                    && matches!(self.schema_entry(el.path()), Some(ElementSchema::Choice(c))
                        if c.kind == ChoiceKind::Radio && c.radio_name.as_deref() == Some(name.as_str()))
            })
            .collect();
        for j in others {
            let events = match self.elements.get_mut(j) {
                Some(el) => el.input(Value::Null),
                None => continue,
            };
            self.after_user_change(j, events, out);
        }
    }
}

#[cfg(all(test, feature = "radio"))]
mod tests {
    use serde_json::json;

    use crate::config::FormConfig;
    use crate::element::ElementEvent;
    use crate::expression::Date;
    use crate::form::{Changed, FormState};
    use crate::schema::FormSchema;

    /// `check()` (and `update`) of a radio groups it as a click does: the page unchecks the
    /// others of its name, so must the data (audit 3).
    #[test]
    fn checking_a_radio_from_code_nulls_the_others_of_its_name() {
        use crate::form::ElementAction;
        let schema = FormSchema::from_value(&json!({
            "m": {"type": "radio", "radioName": "plan", "radioValue": "m", "default": "m"},
            "y": {"type": "radio", "radioName": "plan", "radioValue": "y"},
        }))
        .unwrap();
        let today = Date::new(2024, 6, 1).unwrap();
        let mut form =
            FormState::from_schema(&schema, &FormConfig::default(), &json!({}), today).unwrap();
        form.apply("y", ElementAction::Check).unwrap();
        assert_eq!(form.request_data(), json!({"m": null, "y": "y"}));
        form.apply("m", ElementAction::Update(json!("m"))).unwrap();
        assert_eq!(form.request_data(), json!({"m": "m", "y": null}));
    }

    /// A value that shows the radio checked (loose, `"1"` for `1`) groups it as a click does:
    /// one comparison rule for the checked state and the unchecking (audit 8 #4).
    #[test]
    fn a_loosely_equal_value_unchecks_the_others_of_its_name() {
        use crate::form::ElementAction;
        let schema = FormSchema::from_value(&json!({
            "m": {"type": "radio", "radioName": "plan", "radioValue": 1},
            "y": {"type": "radio", "radioName": "plan", "radioValue": 2, "default": 2},
        }))
        .unwrap();
        let today = Date::new(2024, 6, 1).unwrap();
        let mut form =
            FormState::from_schema(&schema, &FormConfig::default(), &json!({}), today).unwrap();
        form.apply("m", ElementAction::Update(json!("1"))).unwrap();
        assert_eq!(form.request_data(), json!({"m": "1", "y": null}));
        // A value that does not show the radio checked leaves the others alone.
        form.apply("y", ElementAction::Update(json!(2))).unwrap();
        form.apply("m", ElementAction::Update(json!("2"))).unwrap();
        assert_eq!(form.request_data(), json!({"m": "2", "y": 2}));
    }

    #[test]
    fn choosing_a_radio_nulls_the_others_of_its_name_in_one_outcome() {
        let schema = FormSchema::from_value(&json!({
            "m": {"type": "radio", "radioName": "plan", "radioValue": "m", "default": "m"},
            "y": {"type": "radio", "radioName": "plan", "radioValue": "y"},
            "other": {"type": "radio", "radioName": "else", "radioValue": 1, "default": 1},
        }))
        .unwrap();
        let today = Date::new(2024, 6, 1).unwrap();
        let mut form =
            FormState::from_schema(&schema, &FormConfig::default(), &json!({}), today).unwrap();
        let outcome = form.set_value("y", json!("y")).unwrap();
        assert_eq!(
            form.request_data(),
            json!({"m": null, "y": "y", "other": 1})
        );
        let fired: Vec<(&str, &ElementEvent)> = outcome
            .fired
            .iter()
            .map(|f| (f.path.as_str(), &f.event))
            .collect();
        assert_eq!(
            fired,
            [
                (
                    "y",
                    &ElementEvent::Change {
                        new: json!("y"),
                        old: json!(null)
                    }
                ),
                (
                    "m",
                    &ElementEvent::Change {
                        new: json!(null),
                        old: json!("m")
                    }
                ),
            ]
        );
        let Changed::Paths(paths) = &outcome.changed else {
            panic!()
        };
        assert!(paths.iter().any(|p| p == "m") && paths.iter().any(|p| p == "y"));
    }
}

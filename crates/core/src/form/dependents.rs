//! [`FormState::dependents`]: which elements read a changed path, so a view re-renders only
//! the elements a change can reach.

use super::state::FormState;
use crate::Value;
use crate::conditions::DisabledSpec;
use crate::conditions::path::paths_overlap;
use crate::endpoint::UrlTemplate;
use crate::schema::ElementSchema;

impl FormState {
    /// The paths of the elements (other than those in `changed`) whose conditions,
    /// `disabled` option, rules or endpoint `items` variables (`/api?q={city}`) read one of
    /// `changed` (the path, an ancestor or a descendant of it). A function condition or
    /// `disabled` function without declared dependencies reads everything, so its element is
    /// always included.
    ///
    /// ```
    /// # #[cfg(all(feature = "conditions", feature = "rules"))] {
    /// use serde_json::json;
    /// use yewform_core::config::FormConfig;
    /// use yewform_core::expression::Date;
    /// use yewform_core::form::FormState;
    /// use yewform_core::schema::FormSchema;
    ///
    /// let schema = FormSchema::from_value(&json!({
    ///     "a": {"type": "select"},
    ///     "b": {"type": "select", "conditions": [["a", "yes"]]},
    ///     "c": {"type": "select", "rules": "same:a"},
    ///     "d": {"type": "select", "items": "/api/d?a={a}"},
    ///     "e": {"type": "select"},
    /// })).unwrap();
    /// let form = FormState::from_schema(&schema, &FormConfig::default(), &json!({}),
    ///     Date::new(2024, 6, 1).unwrap()).unwrap();
    /// assert_eq!(form.dependents(&["a"]), ["b", "c", "d"]);
    /// assert!(form.dependents(&["e"]).is_empty());
    /// # }
    /// ```
    pub fn dependents(&self, changed: &[&str]) -> Vec<String> {
        let reads = |dep: &str| changed.iter().any(|c| paths_overlap(dep, c));
        let mut out = Vec::new();
        for (i, (el, info)) in self.elements.iter().zip(&self.info).enumerate() {
            let path = el.path();
            if changed.contains(&path) {
                continue;
            }
            let by_conditions = info.condition_deps.iter().any(|d| reads(d))
                || info.conditions.depends_on_everything();
            let by_disabled = match &info.disabled {
                DisabledSpec::Func(_) => true,
                spec @ DisabledSpec::Conditions(_) => {
                    spec.dependencies(path).iter().any(|d| reads(d))
                }
                DisabledSpec::Bool(_) => false,
            };
            let by_rules = self.rule_deps.iter().any(|(dep, j)| *j == i && reads(dep));
            let by_endpoint = || {
                let Some(ElementSchema::Select(select)) = info.schema.as_deref() else {
                    return false;
                };
                let Value::String(url) = &*select.items else {
                    return false;
                };
                url.contains('{')
                    && UrlTemplate::parse(url)
                        .with_element_path(path)
                        .variables()
                        .iter()
                        .any(|d| reads(d))
            };
            if by_conditions || by_disabled || by_rules || by_endpoint() {
                out.push(path.to_owned());
            }
        }
        out
    }
}

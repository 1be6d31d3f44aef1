//! [`FormState::dependents`]: which elements read a changed path, so a view re-renders only
//! the elements a change can reach.

use super::state::FormState;
use crate::Value;
use crate::conditions::DisabledSpec;
use crate::conditions::path::paths_overlap;
use crate::endpoint::{UrlPart, UrlTemplate, resolve_wildcards};
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
        // Linear in what the elements read: every path is read once per call, from lists
        // built when the options were set (issue 29 item 16).
        let reads = |dep: &str| changed.iter().any(|c| paths_overlap(dep, c));
        let mut by_rules = vec![false; self.elements.len()];
        for (dep, j) in &self.rule_deps {
            if let Some(flag) = by_rules.get_mut(*j) {
                *flag = *flag || reads(dep);
            }
        }
        let mut out = Vec::new();
        for ((el, info), by_rules) in self.elements.iter().zip(&self.info).zip(by_rules) {
            let path = el.path();
            if changed.contains(&path) {
                continue;
            }
            let by_conditions = || {
                info.condition_deps.iter().any(|d| reads(d))
                    || info.conditions.depends_on_everything()
            };
            let by_disabled = || {
                matches!(info.disabled, DisabledSpec::Func(_))
                    || info.disabled_deps.iter().any(|d| reads(d))
            };
            let by_endpoint = || info.endpoint_deps.iter().any(|d| reads(d));
            #[cfg(all(
                feature = "expressions",
                any(feature = "text-family", feature = "static")
            ))]
            let by_expression = || info.expression_deps.iter().any(|d| reads(d));
            #[cfg(not(all(
                feature = "expressions",
                any(feature = "text-family", feature = "static")
            )))]
            let by_expression = || false;
            // A button's `loading` function and a static's `content` function read anything.
            let by_loading = || match info.schema.as_deref() {
                #[cfg(feature = "button")]
                Some(ElementSchema::Button(b)) => b.loading_fn.is_some(),
                #[cfg(feature = "static")]
                Some(ElementSchema::Static(s)) => s.content_fn.is_some(),
                _ => false,
            };
            #[cfg(feature = "text-family")]
            let by_readonly = || {
                matches!(info.readonly, DisabledSpec::Func(_))
                    || info.readonly_deps.iter().any(|d| reads(d))
            };
            #[cfg(not(feature = "text-family"))]
            let by_readonly = || false;
            if by_rules
                || by_conditions()
                || by_disabled()
                || by_endpoint()
                || by_expression()
                || by_readonly()
                || by_loading()
            {
                out.push(path.to_owned());
            }
        }
        out
    }
}

/// The paths the variables of `entry`'s endpoint `items` URL read (`/api?q={city}` reads
/// `city`), wildcards filled from `element_path`, in order, repeats kept.
pub(super) fn endpoint_reads(entry: &ElementSchema, element_path: &str) -> Vec<String> {
    let items = match entry {
        ElementSchema::Select(select) => &*select.items,
        #[cfg(feature = "choice")]
        ElementSchema::Choice(choice) => &choice.items,
        // An editor, a static, a button: no items.
        #[allow(unreachable_patterns)]
        _ => return Vec::new(),
    };
    let Value::String(url) = items else {
        return Vec::new();
    };
    if !url.contains('{') {
        return Vec::new();
    }
    UrlTemplate::parse(url)
        .parts()
        .iter()
        .filter_map(|part| match part {
            UrlPart::Variable { path, .. } => Some(resolve_wildcards(path, element_path)),
            UrlPart::Literal(_) => None,
        })
        .collect()
}

//! [`resolve_view`]: which view a component uses.

use serde_json::Value;

/// The view of `component`: the `view` option when set, else `component`'s entry in the
/// `views` maps, later maps winning. The reference's order of maps is config `views`, the
/// presets' `views`, form `views`, the element presets' `views`, element `views`.
/// Entries that are not strings are ignored; an empty view name means the default view.
///
/// ```
/// use serde_json::json;
/// use yewform_core::classes::resolve_view;
/// let config = json!({"SelectElement": "tabs"});
/// let element = json!({"SelectElement": "pills"});
/// assert_eq!(resolve_view(None, "SelectElement", &[&config, &element]).as_deref(), Some("pills"));
/// assert_eq!(resolve_view(Some("big"), "SelectElement", &[&config]).as_deref(), Some("big"));
/// assert_eq!(resolve_view(None, "ElementLabel", &[&config]), None);
/// ```
#[must_use]
pub fn resolve_view(view: Option<&str>, component: &str, views: &[&Value]) -> Option<String> {
    if let Some(view) = view.filter(|v| !v.is_empty()) {
        return Some(view.to_owned());
    }
    views
        .iter()
        .rev()
        .find_map(|map| map.get(component).and_then(Value::as_str))
        .filter(|v| !v.is_empty())
        .map(str::to_owned)
}

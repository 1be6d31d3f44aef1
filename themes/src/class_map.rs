//! The default theme's class map: `{ "<Component>": { "<key>": "classes", … } }`.

use serde_json::{Map, Value};

/// The default theme's class map.
///
/// A JSON object `{ "<Component>": { "<key>": "class names", "<nested>": { … } } }` whose
/// leaves are space-separated class names, all prefixed `yf-`. Every class named here has a
/// rule in [`css`](crate::css) for every [`Mode`](crate::Mode). Every key holds at least one
/// class, so no key is left empty: a user can always target a state with a selector.
///
/// The components and keys follow Vueform's (see `vueform-behaviour.md` §5), without the
/// per-size variants of the `select` keys: sizes reach the custom select through the
/// `ElementLayout` size classes (`container_sm`, `container_md`, `container_lg`).
/// `ElementLabel.required` is meant for the `<span aria-hidden="true">*</span>` marker;
/// `SelectElement.select.assist` is screen-reader-only text (like `.yf-sr-only`).
///
/// Column classes are not in the map: they are generated as `yf-col-<n>` and
/// `yf-col-<bp>-<n>` (see [`column_class`](crate::column_class)).
///
/// ```
/// let map = yewform_themes::class_map();
/// assert_eq!(map["SelectElement"]["select"]["option"], "yf-combo-option");
/// assert_eq!(map["Form"]["submit"], "yf-submit");
/// ```
pub fn class_map() -> Value {
    // Kept as JSON text: it ships smaller than tables of string pairs (docs/size.md), and the
    // JSON reader is in every app anyway; the build script ships it without whitespace (and
    // without `TEditorElement` unless the `editor` feature is on). A test checks that it reads.
    serde_json::from_str(include_str!(concat!(env!("OUT_DIR"), "/class_map.json")))
        .unwrap_or_else(|_| Value::Object(Map::new()))
}

/// Deep-merges `overrides` into `base`: objects merge key by key (recursively), any other
/// value in `overrides` replaces the one in `base` (a string replaces the whole class list,
/// as Vueform's `overrideClasses` does). Keys only in `overrides` are added. A non-object
/// `overrides` at the top level replaces `base`, except `null`, which changes nothing.
///
/// ```
/// use serde_json::json;
/// use yewform_themes::{class_map, merge_class_map};
///
/// let mut map = class_map();
/// merge_class_map(&mut map, &json!({ "SelectElement": { "select": { "option": "my-option" } } }));
/// assert_eq!(map["SelectElement"]["select"]["option"], "my-option");
/// assert_eq!(map["SelectElement"]["select"]["spinner"], "yf-combo-spinner");
/// ```
pub fn merge_class_map(base: &mut Value, overrides: &Value) {
    match (base, overrides) {
        (_, Value::Null) => {}
        (Value::Object(base), Value::Object(overrides)) => {
            for (key, value) in overrides {
                match base.get_mut(key) {
                    Some(existing) if existing.is_object() && value.is_object() => {
                        merge_class_map(existing, value);
                    }
                    _ => {
                        base.insert(key.clone(), value.clone());
                    }
                }
            }
        }
        (base, overrides) => *base = overrides.clone(),
    }
}

/// The class string at `component` / `key` of a class map; `key` may be a dotted path into
/// a nested object (`"select.option"`). Returns `""` when the path is missing or is not a
/// string.
///
/// ```
/// let map = yewform_themes::class_map();
/// assert_eq!(yewform_themes::class_of(&map, "SelectElement", "select.spinner"), "yf-combo-spinner");
/// assert_eq!(yewform_themes::class_of(&map, "SelectElement", "nope"), "");
/// ```
pub fn class_of<'a>(map: &'a Value, component: &str, key: &str) -> &'a str {
    key.split('.')
        .try_fold(map.get(component), |node, part| {
            node.map(|node| node.get(part))
        })
        .flatten()
        .and_then(Value::as_str)
        .unwrap_or("")
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    /// `class_map.json` reads (a broken file would leave the map empty): every component,
    /// in the order of the file, and every leaf a `yf-` class list.
    #[test]
    fn the_class_map_file_reads() {
        let map = class_map();
        let components: Vec<&str> = map
            .as_object()
            .map(|m| m.keys().map(String::as_str).collect())
            .unwrap_or_default();
        let mut expected = vec![
            "Form",
            "ElementLayout",
            "ElementLabel",
            "ElementInfo",
            "ElementDescription",
            "ElementError",
            "ElementMessage",
            "ElementText",
            "SelectElement",
        ];
        if cfg!(feature = "multiselect") {
            expected.push("MultiselectElement");
        }
        if cfg!(feature = "tags") {
            expected.push("TagsElement");
        }
        if cfg!(feature = "text") {
            expected.extend(["TextElement", "TextareaElement"]);
        }
        if cfg!(feature = "static") {
            expected.push("StaticElement");
        }
        if cfg!(feature = "button") {
            expected.push("ButtonElement");
        }
        if cfg!(feature = "choice") {
            expected.extend([
                "CheckboxElement",
                "ToggleElement",
                "RadioElement",
                "CheckboxgroupElement",
                "RadiogroupElement",
            ]);
        }
        if cfg!(feature = "object") {
            expected.push("ObjectElement");
        }
        if cfg!(feature = "group") {
            expected.push("GroupElement");
        }
        if cfg!(feature = "list") {
            expected.push("ListElement");
        }
        if cfg!(feature = "editor") {
            expected.push("TEditorElement");
        }
        assert_eq!(components, expected);
        fn leaves(value: &Value, out: &mut Vec<String>) {
            match value {
                Value::Object(map) => map.values().for_each(|v| leaves(v, out)),
                Value::String(s) => out.push(s.clone()),
                other => out.push(other.to_string()),
            }
        }
        let mut all = Vec::new();
        leaves(&map, &mut all);
        assert!(all.len() > 60, "{}", all.len());
        for classes in all {
            assert!(
                classes.split(' ').all(|c| c.starts_with("yf-")),
                "{classes}"
            );
        }
    }

    #[test]
    fn merge_replaces_leaves_and_keeps_siblings() {
        let mut base = json!({"A": {"x": "a", "n": {"y": "b", "z": "c"}}});
        merge_class_map(
            &mut base,
            &json!({"A": {"n": {"y": "B"}, "w": "new"}, "C": {"k": "v"}}),
        );
        assert_eq!(
            base,
            json!({"A": {"x": "a", "n": {"y": "B", "z": "c"}, "w": "new"}, "C": {"k": "v"}})
        );
    }

    #[test]
    fn merge_null_is_a_no_op_and_scalar_replaces() {
        let mut base = json!({"A": {"x": "a"}});
        merge_class_map(&mut base, &Value::Null);
        assert_eq!(base, json!({"A": {"x": "a"}}));
        merge_class_map(&mut base, &json!({"A": "flat"}));
        assert_eq!(base, json!({"A": "flat"}));
    }

    #[test]
    fn class_of_reads_nested_paths() {
        let map = class_map();
        assert_eq!(class_of(&map, "Form", "form"), "yf-form");
        assert_eq!(
            class_of(&map, "SelectElement", "select.option"),
            "yf-combo-option"
        );
        assert_eq!(class_of(&map, "SelectElement", "select"), "");
        assert_eq!(class_of(&map, "Missing", "container"), "");
        assert_eq!(class_of(&map, "Form", "form.deeper"), "");
    }
}

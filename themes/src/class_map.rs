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
    let mut map = Map::new();
    map.insert("Form".to_string(), classes(FORM));
    map.insert("ElementLayout".to_string(), classes(ELEMENT_LAYOUT));
    map.insert("ElementLabel".to_string(), classes(ELEMENT_LABEL));
    map.insert("ElementInfo".to_string(), classes(ELEMENT_INFO));
    map.insert(
        "ElementDescription".to_string(),
        classes(ELEMENT_DESCRIPTION),
    );
    map.insert("ElementError".to_string(), classes(ELEMENT_ERROR));
    map.insert("ElementText".to_string(), classes(ELEMENT_TEXT));
    let mut select_element = classes(SELECT_ELEMENT);
    if let Value::Object(fields) = &mut select_element {
        fields.insert("select".to_string(), classes(SELECT_ELEMENT_SELECT));
    }
    map.insert("SelectElement".to_string(), select_element);
    map.insert("TEditorElement".to_string(), classes(T_EDITOR_ELEMENT));
    Value::Object(map)
}

fn classes(pairs: &[(&str, &str)]) -> Value {
    Value::Object(
        pairs
            .iter()
            .map(|(key, classes)| (key.to_string(), Value::String(classes.to_string())))
            .collect(),
    )
}

const FORM: &[(&str, &str)] = &[
    ("container", "yf-form-container"),
    ("form", "yf-form"),
    ("error", "yf-form-error"),
    ("languages", "yf-languages"),
    ("language", "yf-language"),
    ("language_selected", "yf-language-selected"),
    ("submit", "yf-submit"),
];

const ELEMENT_LAYOUT: &[(&str, &str)] = &[
    ("container", "yf-layout"),
    ("container_sm", "yf-layout-sm"),
    ("container_md", "yf-layout-md"),
    ("container_lg", "yf-layout-lg"),
    ("container_error", "yf-layout-error"),
    ("outerWrapper", "yf-layout-outer"),
    ("innerContainer", "yf-layout-inner"),
    ("innerWrapperBefore", "yf-layout-before"),
    ("innerWrapper", "yf-layout-wrapper"),
    ("innerWrapperAfter", "yf-layout-after"),
    ("inline", "yf-layout-inline"),
];

const ELEMENT_LABEL: &[(&str, &str)] = &[
    ("container", "yf-label"),
    ("wrapper", "yf-label-wrapper"),
    ("required", "yf-label-required"),
    ("floating", "yf-floating-label"),
    ("floating_visible", "yf-floating-label-visible"),
];

const ELEMENT_INFO: &[(&str, &str)] = &[
    ("container", "yf-info"),
    ("wrapper", "yf-info-trigger"),
    ("content", "yf-info-content"),
    ("content_top", "yf-info-content-top"),
    ("content_right", "yf-info-content-right"),
    ("content_bottom", "yf-info-content-bottom"),
    ("content_left", "yf-info-content-left"),
];

const ELEMENT_DESCRIPTION: &[(&str, &str)] = &[("container", "yf-description")];

const ELEMENT_ERROR: &[(&str, &str)] = &[("container", "yf-error")];

const ELEMENT_TEXT: &[(&str, &str)] = &[("container", "yf-element-text")];

const SELECT_ELEMENT: &[(&str, &str)] = &[
    ("container", "yf-select"),
    ("input", "yf-input yf-native-select"),
    ("input_enabled", "yf-input-enabled"),
    ("input_disabled", "yf-input-disabled"),
    ("input_success", "yf-input-success"),
    ("input_danger", "yf-input-danger"),
    ("input_sm", "yf-input-sm"),
    ("input_md", "yf-input-md"),
    ("input_lg", "yf-input-lg"),
    ("inputWrapper", "yf-native-select-wrapper"),
    ("inputPlaceholder", "yf-native-select-placeholder"),
    ("inputCaret", "yf-native-select-caret"),
];

const SELECT_ELEMENT_SELECT: &[(&str, &str)] = &[
    ("container", "yf-combo"),
    ("containerDisabled", "yf-combo-disabled"),
    ("containerOpen", "yf-combo-open"),
    ("containerOpenTop", "yf-combo-open-top"),
    ("containerActive", "yf-combo-active"),
    ("containerDanger", "yf-combo-danger"),
    ("wrapper", "yf-combo-wrapper"),
    ("singleLabel", "yf-combo-single-label"),
    ("singleLabelText", "yf-combo-single-label-text"),
    ("singleLabelTruncate", "yf-combo-truncate"),
    ("search", "yf-combo-search"),
    ("placeholder", "yf-combo-placeholder"),
    ("caret", "yf-combo-caret"),
    ("caretOpen", "yf-combo-caret-open"),
    ("clear", "yf-combo-clear"),
    ("clearIcon", "yf-combo-clear-icon"),
    ("spinner", "yf-combo-spinner"),
    ("dropdown", "yf-combo-dropdown"),
    ("dropdownTop", "yf-combo-dropdown-top"),
    ("dropdownHidden", "yf-combo-dropdown-hidden"),
    ("options", "yf-combo-options"),
    ("optionsTop", "yf-combo-options-top"),
    ("group", "yf-combo-group"),
    ("groupLabel", "yf-combo-group-label"),
    ("groupLabelDisabled", "yf-combo-group-label-disabled"),
    ("groupOptions", "yf-combo-group-options"),
    ("option", "yf-combo-option"),
    ("optionPointed", "yf-combo-option-pointed"),
    ("optionSelected", "yf-combo-option-selected"),
    ("optionDisabled", "yf-combo-option-disabled"),
    ("optionSelectedPointed", "yf-combo-option-selected-pointed"),
    ("noOptions", "yf-combo-no-options"),
    ("noResults", "yf-combo-no-results"),
    ("assist", "yf-combo-assist"),
    ("spacer", "yf-combo-spacer"),
];

const T_EDITOR_ELEMENT: &[(&str, &str)] = &[
    ("container", "yf-teditor"),
    ("input", "yf-editor"),
    ("input_enabled", "yf-editor-enabled"),
    ("input_disabled", "yf-editor-disabled"),
    ("input_focused", "yf-editor-focused"),
    ("input_success", "yf-editor-success"),
    ("input_danger", "yf-editor-danger"),
    ("input_sm", "yf-editor-sm"),
    ("input_md", "yf-editor-md"),
    ("input_lg", "yf-editor-lg"),
    ("toolbar", "yf-editor-toolbar"),
    ("tool", "yf-editor-tool"),
    ("tool_active", "yf-editor-tool-active"),
    ("tool_hidden", "yf-editor-tool-hidden"),
    ("content", "yf-editor-content"),
    ("placeholder", "yf-editor-placeholder"),
    ("attachment", "yf-editor-attachment"),
    ("attachment_progress", "yf-editor-attachment-progress"),
    ("dropzone", "yf-editor-dropzone"),
];

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

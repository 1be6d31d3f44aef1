//! The spec's `fieldOptions` of a select: its options mapped to the dropdown's names, as a
//! getter of [`ElementHandle`].

use serde_json::{Value, json};
use yewform_core::form::FormState;
use yewform_core::locale::{Localizable, translate};
use yewform_core::schema::{Choice, ElementSchema, SelectSchema};

use super::ElementHandle;

impl ElementHandle {
    /// The spec's `fieldOptions` (select only): the element's options mapped to the
    /// dropdown's options — `mode` (`"single"`, `"multiple"` for a multiselect, `"tags"`), `searchable: search || create`,
    /// `createOption: create`, the texts resolved in the form's locale, and the rest by the
    /// dropdown's names — after `extendOptions` (which the schema reader already layered
    /// over the options). `null` for the editor.
    pub fn field_options(&self) -> Value {
        let disabled = self.is_disabled();
        let placeholder = self.placeholder();
        let id = self.with_entry(|_, e| e.common().id.clone()).flatten();
        let id = self.field_id(id.as_deref());
        self.with_entry(|s, entry| match entry {
            ElementSchema::Select(select) => field_options_of(s, select, disabled, placeholder, id),
            #[allow(unreachable_patterns)] // the editor, and any other type
            _ => Value::Null,
        })
        .unwrap_or(Value::Null)
    }
}

fn field_options_of(
    s: &FormState,
    select: &SelectSchema,
    disabled: bool,
    placeholder: Option<String>,
    id: String,
) -> Value {
    let (locale, fallback) = (s.locale(), s.config().fallback_locale.as_str());
    let text = |own: &Option<Localizable>, key: &str| match own
        .as_ref()
        .and_then(|t| t.resolve_non_empty(locale, fallback))
    {
        Some(t) => t,
        None => translate(locale, fallback, key)
            .unwrap_or_default()
            .to_string(),
    };
    let add_option_on: Vec<&str> = select.add_option_on.iter().map(|k| k.as_str()).collect();
    // The reference's `mode`: `single`, `multiple` (a multiselect) or `tags`.
    #[cfg(feature = "multi")]
    let mode = match select.multi.as_ref().map(|m| &m.mode) {
        Some(yewform_core::schema::MultiMode::Multiselect) => "multiple",
        Some(yewform_core::schema::MultiMode::Tags) => "tags",
        None => "single",
    };
    #[cfg(not(feature = "multi"))]
    let mode = "single";
    json!({
        "mode": mode,
        "id": id,
        "searchable": select.searches(),
        "createOption": select.create,
        "appendNewOption": select.append_new_option,
        "addOptionOn": add_option_on,
        "label": select.label_prop,
        "valueProp": select.value_prop,
        "trackBy": select.track_by,
        "strict": select.strict,
        "object": select.object,
        "limit": select.limit,
        "groups": select.groups,
        "groupLabel": select.group_label,
        "groupOptions": select.group_options,
        "groupHideEmpty": select.group_hide_empty,
        "openDirection": select.open_direction.as_str(),
        "appendToBody": select.append_to_body,
        "appendTo": select.append_to,
        "canDeselect": select.can_deselect,
        "canClear": select.can_clear,
        "closeOnSelect": select.close_on_select,
        "closeOnDeselect": select.close_on_deselect,
        "delay": select.delay,
        "minChars": select.min_chars,
        "resolveOnLoad": select.resolve_on_load,
        "filterResults": select.filter_results,
        "clearOnSearch": select.clear_on_search,
        "caret": select.caret,
        "truncate": select.truncate,
        "loading": select.loading,
        "searchParam": select.search_param,
        "noOptionsText": text(&select.no_options_text, "multiselect.noOptions"),
        "noResultsText": text(&select.no_results_text, "multiselect.noResults"),
        "autocomplete": select.autocomplete,
        "inputType": select.input_type,
        "attrs": select.attrs,
        "placeholder": placeholder,
        "disabled": disabled,
    })
}

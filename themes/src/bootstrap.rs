//! The Bootstrap 5 theme: the default map's keys with Bootstrap 5's classes.
//!
//! Serve Bootstrap 5.3's CSS (`bootstrap.min.css`) and [`CSS`] (`themes/css/bootstrap.css`:
//! what Bootstrap has no class for: the combobox's inner layout, the windowed list's fixed
//! row height, the form's 12-column grid that the `yf-col-*` classes place cells on, the
//! editor surface and its content). Dark mode is Bootstrap's own: `data-bs-theme="dark"`
//! on `<html>` or an ancestor (the map uses Bootstrap's colour-mode aware classes).
//!
//! The native select is a `form-select` (`is-invalid`, `is-valid`, `form-select-sm/lg`), the
//! combobox a `form-select` with its list a `dropdown-menu` of `dropdown-item`s (`active` when
//! selected, `disabled`), labels `form-label`, descriptions `form-text`, errors
//! `invalid-feedback`, the editor a `form-control` with a `btn-group` toolbar of
//! `btn btn-outline-secondary btn-sm` tools, the spinner a `spinner-border`.
//!
//! ```
//! let map = yewform_themes::bootstrap::class_map();
//! assert_eq!(map["SelectElement"]["input"], "form-select");
//! assert_eq!(map["SelectElement"]["select"]["optionSelected"], "active");
//! ```

use serde_json::Value;

use crate::style::map_of;

/// The CSS Bootstrap lacks (`themes/css/bootstrap.css`); serve it after Bootstrap's.
pub const CSS: &str = include_str!("../css/bootstrap.css");

/// The Bootstrap 5 theme's class map: the same components and keys as
/// [`class_map`](crate::class_map), with Bootstrap classes (and the `yf-bs-*` classes of
/// [`CSS`]).
pub fn class_map() -> Value {
    map_of(
        &[
            ("Form", FORM),
            ("ElementLayout", ELEMENT_LAYOUT),
            ("ElementLabel", ELEMENT_LABEL),
            ("ElementInfo", ELEMENT_INFO),
            ("ElementDescription", ELEMENT_DESCRIPTION),
            ("ElementError", ELEMENT_ERROR),
            ("ElementText", ELEMENT_TEXT),
            ("SelectElement", SELECT_ELEMENT),
            ("TEditorElement", T_EDITOR_ELEMENT),
        ],
        SELECT_ELEMENT_SELECT,
    )
}

const FORM: &[(&str, &str)] = &[
    ("container", "yf-bs-container text-body"),
    ("form", "yf-bs-grid yf-bs-form"),
    ("error", "alert alert-danger mb-0"),
    ("languages", "nav nav-tabs"),
    ("language", "yf-bs-language nav-link"),
    ("language_selected", "active"),
    ("submit", "yf-bs-submit btn btn-primary"),
];

const ELEMENT_LAYOUT: &[(&str, &str)] = &[
    ("container", "yf-bs-layout"),
    ("container_sm", "yf-bs-sm"),
    ("container_md", "yf-bs-md"),
    ("container_lg", "yf-bs-lg"),
    ("container_error", "yf-bs-has-error"),
    ("outerWrapper", "yf-bs-grid yf-bs-outer"),
    ("innerContainer", "yf-bs-grid yf-bs-inner"),
    ("innerWrapperBefore", "yf-bs-before"),
    ("innerWrapper", "position-relative"),
    ("innerWrapperAfter", "yf-bs-after"),
    (
        "inline",
        "d-inline-flex align-items-center gap-2 align-middle",
    ),
];

const ELEMENT_LABEL: &[(&str, &str)] = &[
    ("container", "form-label mb-0"),
    ("wrapper", "d-inline"),
    ("required", "text-danger ms-1"),
    (
        "floating",
        "yf-bs-floating position-absolute top-0 start-0 ms-2 px-1 bg-body small lh-1 text-body-secondary text-nowrap",
    ),
    ("floating_visible", "yf-bs-floating-visible"),
];

const ELEMENT_INFO: &[(&str, &str)] = &[
    (
        "container",
        "yf-bs-info position-relative d-inline-flex ms-1 align-middle text-body-secondary",
    ),
    ("wrapper", "d-inline-flex"),
    (
        "content",
        "yf-bs-tooltip position-absolute px-2 py-1 rounded small text-bg-dark",
    ),
    ("content_top", "bottom-100 start-50 translate-middle-x mb-2"),
    ("content_right", "top-50 start-100 translate-middle-y ms-2"),
    ("content_bottom", "top-100 start-50 translate-middle-x mt-2"),
    ("content_left", "top-50 end-100 translate-middle-y me-2"),
];

const ELEMENT_DESCRIPTION: &[(&str, &str)] = &[("container", "form-text mt-0")];

const ELEMENT_ERROR: &[(&str, &str)] = &[("container", "invalid-feedback d-block mt-0")];

const ELEMENT_TEXT: &[(&str, &str)] = &[("container", "text-body")];

const SELECT_ELEMENT: &[(&str, &str)] = &[
    ("container", "yf-bs-select"),
    ("input", "form-select"),
    ("input_enabled", "yf-bs-enabled"),
    ("input_disabled", "yf-bs-disabled"),
    ("input_success", "is-valid"),
    ("input_danger", "is-invalid"),
    ("input_sm", "form-select-sm"),
    ("input_md", "yf-bs-md"),
    ("input_lg", "form-select-lg"),
    ("inputWrapper", "position-relative"),
    ("inputPlaceholder", "text-body-secondary"),
    // `form-select` draws its own chevron.
    ("inputCaret", "d-none"),
];

const SELECT_ELEMENT_SELECT: &[(&str, &str)] = &[
    ("container", "yf-bs-combo form-select"),
    ("containerDisabled", "yf-bs-combo-disabled"),
    ("containerOpen", "yf-bs-combo-open"),
    ("containerOpenTop", "yf-bs-combo-open-top"),
    ("containerActive", "yf-bs-combo-open"),
    ("containerDanger", "is-invalid"),
    ("wrapper", "yf-bs-combo-wrapper"),
    ("singleLabel", "yf-bs-combo-label"),
    ("singleLabelText", "d-block text-body"),
    ("singleLabelTruncate", "text-truncate"),
    ("search", "yf-bs-combo-search"),
    (
        "placeholder",
        "yf-bs-combo-label text-body-secondary text-truncate",
    ),
    // `form-select` draws its own chevron.
    ("caret", "d-none"),
    ("caretOpen", "yf-bs-caret-open"),
    ("clear", "yf-bs-clear btn-close"),
    // `btn-close` draws its own cross.
    ("clearIcon", "visually-hidden"),
    (
        "spinner",
        "yf-bs-spinner spinner-border spinner-border-sm text-primary",
    ),
    ("dropdown", "yf-bs-dropdown dropdown-menu show"),
    ("dropdownTop", "yf-bs-dropdown-top"),
    ("dropdownHidden", "d-none"),
    ("options", "list-unstyled position-relative mb-0"),
    ("optionsTop", "yf-bs-options-top"),
    ("group", "list-unstyled"),
    ("groupLabel", "yf-bs-row dropdown-header fw-semibold"),
    ("groupLabelDisabled", "text-body-tertiary"),
    ("groupOptions", "list-unstyled"),
    ("option", "yf-bs-row dropdown-item text-truncate"),
    ("optionPointed", "yf-bs-pointed"),
    ("optionSelected", "active"),
    ("optionDisabled", "disabled"),
    ("optionSelectedPointed", "yf-bs-selected-pointed"),
    ("noOptions", "dropdown-item-text small text-body-secondary"),
    ("noResults", "dropdown-item-text small text-body-secondary"),
    ("assist", "visually-hidden"),
    ("spacer", "yf-bs-spacer"),
];

const T_EDITOR_ELEMENT: &[(&str, &str)] = &[
    ("container", "yf-bs-teditor"),
    ("input", "yf-bs-editor form-control p-0"),
    ("input_enabled", "yf-bs-editor-enabled"),
    ("input_disabled", "yf-bs-editor-disabled"),
    ("input_focused", "yf-bs-editor-focused"),
    ("input_success", "border-success"),
    ("input_danger", "border-danger"),
    ("input_sm", "form-control-sm"),
    ("input_md", "yf-bs-editor-md"),
    ("input_lg", "form-control-lg"),
    (
        "toolbar",
        "yf-bs-toolbar btn-group btn-group-sm flex-wrap border-bottom p-1",
    ),
    ("tool", "yf-bs-tool btn btn-outline-secondary btn-sm"),
    ("tool_active", "active"),
    ("tool_hidden", "d-none"),
    ("content", "yf-bs-editor-content"),
    (
        "placeholder",
        "yf-bs-editor-placeholder text-body-secondary",
    ),
    (
        "attachment",
        "yf-bs-attachment d-inline-block position-relative my-1",
    ),
    ("attachment_progress", "yf-bs-progress"),
    ("dropzone", "yf-bs-dropzone"),
];

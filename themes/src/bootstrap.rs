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

/// The CSS Bootstrap lacks (`themes/css/bootstrap.css`); serve it after Bootstrap's.
pub const CSS: &str = include_str!("../css/bootstrap.css");

/// The Bootstrap 5 theme's class map: the same components and keys as
/// [`class_map`](crate::class_map), with Bootstrap classes (and the `yf-bs-*` classes of
/// [`CSS`]). The native select's `inputCaret` and the dropdown's `caret` are `d-none`
/// because `form-select` draws its own chevron; `clearIcon` is `visually-hidden` because
/// `btn-close` draws its own cross.
pub fn class_map() -> Value {
    // JSON text, as the default class map (docs/size.md).
    serde_json::from_str(include_str!(concat!(
        env!("OUT_DIR"),
        "/bootstrap_class_map.json"
    )))
    .unwrap_or_else(|_| Value::Object(serde_json::Map::new()))
}

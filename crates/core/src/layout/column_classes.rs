//! [`column_classes`]: merged columns to the classes of the element layout's boxes.

use super::columns::{Columns, DEFAULT_BREAKPOINT};

/// The column classes of an element layout, one list per box.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ColumnClasses {
    /// Appended to the layout's outermost box (`container`).
    pub container: Vec<String>,
    /// The label's box.
    pub label: Vec<String>,
    /// The box right of (or below) the label: the input wrapper, description and error.
    /// Its width is the container minus the label, so description and error are not
    /// limited by `wrapper`.
    pub inner_container: Vec<String>,
    /// The input wrapper inside the inner container.
    pub wrapper: Vec<String>,
}

/// The reference theme's class names: `vf-col-<n>`, or `vf-col-<bp>-<n>`.
#[must_use]
pub fn vf_column_class(breakpoint: Option<&str>, size: u8) -> String {
    match breakpoint {
        Some(bp) => format!("vf-col-{bp}-{size}"),
        None => format!("vf-col-{size}"),
    }
}

/// yewform's own class names: `yf-col-<n>`, or `yf-col-<bp>-<n>`.
#[must_use]
pub fn yf_column_class(breakpoint: Option<&str>, size: u8) -> String {
    match breakpoint {
        Some(bp) => format!("yf-col-{bp}-{size}"),
        None => format!("yf-col-{size}"),
    }
}

/// The column classes for `merged` columns (see [`super::merge_columns`]), following the
/// reference's rules, per breakpoint in order (`default` first, then as given):
///
/// - `container` from the container size;
/// - `label` from the label size, or 0 when the element has no label;
/// - `inner_container` is 12 when the label is 12 or wider, or when there is no label
///   (the input then takes the full width), otherwise `12 − label`; it is only emitted at
///   breakpoints that set a label;
/// - `wrapper` from the wrapper size.
///
/// `class_fn` names a class from a breakpoint (`None` for `default`) and a size, e.g.
/// [`vf_column_class`] or [`yf_column_class`].
///
/// ```
/// use serde_json::json;
/// use yewform_core::layout::{column_classes, merge_columns, yf_column_class, Columns};
/// let element = Columns::parse(&json!({"container": 6, "label": 3}), "columns").unwrap();
/// let classes = column_classes(&merge_columns(&[&element]), true, &yf_column_class);
/// assert_eq!(classes.container, ["yf-col-6"]);
/// assert_eq!(classes.label, ["yf-col-3"]);
/// assert_eq!(classes.inner_container, ["yf-col-9"]);
/// assert_eq!(classes.wrapper, ["yf-col-12"]);
/// ```
#[must_use]
pub fn column_classes(
    merged: &Columns,
    has_label: bool,
    class_fn: &dyn Fn(Option<&str>, u8) -> String,
) -> ColumnClasses {
    let mut out = ColumnClasses::default();
    for (bp, sizes) in merged.breakpoints() {
        let breakpoint = (bp != DEFAULT_BREAKPOINT).then_some(bp.as_str());
        if let Some(container) = sizes.container {
            out.container.push(class_fn(breakpoint, container));
        }
        if let Some(label) = sizes.label {
            let label = if has_label { label } else { 0 };
            out.label.push(class_fn(breakpoint, label));
            let inner = if label >= 12 || !has_label {
                12
            } else {
                12 - label
            };
            out.inner_container.push(class_fn(breakpoint, inner));
        }
        if let Some(wrapper) = sizes.wrapper {
            out.wrapper.push(class_fn(breakpoint, wrapper));
        }
    }
    out
}

//! Layout: `columns` (container, label and wrapper widths by breakpoint) and `size`.
//!
//! - [`Columns::parse`] reads a `columns` value; [`merge_columns`] layers them (later wins)
//!   over [`Columns::base`]; [`column_classes`] turns the result into class lists.
//! - [`resolve_size`] / [`resolve_form_size`] pick the effective size.
//! - [`FrameShows`]: which parts of an element's frame (label, description, info, error)
//!   its field's ARIA attributes name.
//! - [`Presentation`] layers the config, the presets and an element's own options: size,
//!   views, columns and templates.
//!
//! The base layer is the spec's `{default: {container: 12, label: 3, wrapper: 12}}`: without
//! any `columns`, a label takes 3 of 12 columns and the input the 9 beside it; a plain number
//! only sets the container, label and wrapper keep these defaults (the reference's code
//! starts from `label: 12`, the label above the input; give `columns: {label: 12}` in the
//! config for that).
//!
//! ```
//! use serde_json::json;
//! use yewform_core::layout::{column_classes, merge_columns, vf_column_class, Columns};
//! let classes = column_classes(&merge_columns(&[]), false, &vf_column_class);
//! assert_eq!(classes.container, ["vf-col-12"]);
//! assert_eq!(classes.label, ["vf-col-0"]);
//! assert_eq!(classes.inner_container, ["vf-col-12"]);
//! assert_eq!(classes.wrapper, ["vf-col-12"]);
//! ```

mod column_classes;
mod columns;
mod error;
mod frame;
mod presentation;
mod size;

pub use column_classes::{ColumnClasses, column_classes, vf_column_class, yf_column_class};
pub use columns::{BREAKPOINTS, ColumnSizes, Columns, DEFAULT_BREAKPOINT, merge_columns};
pub use error::LayoutError;
pub use frame::FrameShows;
pub use presentation::Presentation;
pub use size::{resolve_form_size, resolve_size};

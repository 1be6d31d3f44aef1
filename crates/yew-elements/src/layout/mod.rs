//! The shared element views: the layout around every element and its label, info,
//! description, error and before/between/after texts; the field frame every element view
//! reads ([`FieldSlots`], and the crate's `FrameParts`).

pub mod classes;
pub(crate) mod element_layout;
#[cfg_attr(not(any(feature = "select", feature = "editor")), allow(dead_code))]
pub(crate) mod frame;
mod parts;
mod slots;
mod templates;

pub use element_layout::{ElementLayout, ElementLayoutProps, LayoutSlots, LayoutTexts};
pub use parts::{ElementDescription, ElementError, ElementInfo, ElementLabel, ElementText};
pub use slots::FieldSlots;
pub use templates::{TemplateScope, Templates};

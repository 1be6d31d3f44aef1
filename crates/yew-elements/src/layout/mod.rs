//! The shared element views: the layout around every element and its label, info,
//! description, error and before/between/after texts.

pub mod classes;
mod element_layout;
mod parts;
mod templates;

pub use element_layout::{ElementLayout, ElementLayoutProps, LayoutSlots, LayoutTexts};
pub use parts::{ElementDescription, ElementError, ElementInfo, ElementLabel, ElementText};
pub use templates::{TemplateScope, Templates};

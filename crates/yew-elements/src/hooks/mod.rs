//! Hooks that connect the headless core to views.

pub mod use_async_items;
#[cfg(feature = "select")]
pub(crate) mod use_combobox;
pub mod use_element;
pub mod use_element_slice;
pub mod use_form;

pub use use_async_items::{ItemsFn, use_async_items};
#[cfg(any(feature = "nested", feature = "static", feature = "button"))]
pub(crate) use use_element::handle_after_refusal;
pub use use_element::{ElementListeners, InlineOptions, use_element};
pub(crate) use use_element_slice::use_view_subscription;
pub use use_element_slice::{ElementSlice, use_element_slice};
pub use use_form::use_form;

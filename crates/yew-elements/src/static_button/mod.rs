//! The elements without data: `StaticElement` (`"type": "static"`, the `static` feature) and
//! `ButtonElement` (`"type": "button"`, the `button` feature). Both render inside the element
//! layout (label, description, columns; conditions hide them) and take no part in the
//! form's data, load, reset, clear or validation.

#[cfg(feature = "button")]
mod button;
mod look;
#[cfg(feature = "static")]
mod static_el;

#[cfg(feature = "button")]
pub use button::{ButtonElement, ButtonProps};
#[cfg(feature = "static")]
pub use static_el::{StaticElement, StaticProps};

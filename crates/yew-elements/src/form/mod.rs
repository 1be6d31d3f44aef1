//! The `Form` component, the handles that reach a form and its elements from code, and the
//! context elements read.

mod component;
mod context;
pub(crate) mod handle;
mod languages;
mod listeners;
mod properties;
pub mod registry;
mod server_check;
mod settle;
mod typed;

pub use component::{
    Form, FormConfigContext, FormConfigProvider, FormConfigProviderProps, FormProps, SchemaProp,
};
pub use context::FormContext;
pub use handle::{ElementHandle, FormHandle};
pub use languages::FormLanguages;
pub use registry::{Registry, SlotScope};
pub use typed::{ItemsUpdate, SubmitError, on_submit_as};

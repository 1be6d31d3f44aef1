//! The `Form` component, the handles that reach a form and its elements from code, and the
//! context elements read.

mod build;
mod component;
mod config_provider;
mod context;
mod dispatch;
mod element;
mod field_options;
pub(crate) mod handle;
mod items;
mod languages;
mod listeners;
mod listening;
pub(crate) mod needs_http;
mod properties;
pub mod registry;
#[cfg(feature = "list")]
mod renamed;
mod server_check;
mod settle;
mod submitting;
mod subscriptions;
mod typed;
pub(crate) mod validation;
mod view_setup;

pub use build::SchemaProp;
pub use component::{Form, FormProps};
pub use config_provider::{FormConfigContext, FormConfigProvider, FormConfigProviderProps};
pub use context::FormContext;
pub use element::ElementHandle;
pub use handle::FormHandle;
pub use languages::FormLanguages;
pub use registry::{Registry, SlotScope};
pub use submitting::SubmitHold;
pub use typed::{ItemsUpdate, SubmitError, on_submit_as};

//! `TEditorElement`: the translatable rich-text editor.
//!
//! One HTML value per language (`{lang: html}`), a tool bar of 14 tools running the
//! browser's editing commands, keyboard shortcuts, attachments (picker, drag and drop,
//! paste) checked against `accept`/`acceptMimes` and uploaded to an endpoint or through an
//! async Rust function, and the editor sanitizer on everything that enters the surface.
//!
//! - [`view`]: the component and its editing surfaces (kept out of Yew's diffing);
//! - [`toolbar`]: the tool bar;
//! - [`commands`]: what each tool runs;
//! - [`shortcuts`]: the keyboard shortcuts;
//! - [`attachments`]: accepted files and the attachment figure;
//! - [`upload`]: sending a file;
//! - [`surface`]: reading and writing the surface, selection helpers;
//! - [`EditorSlots`]: render props for the label, info, description, before, between and
//!   after slots.
//!
//! Everything but [`EditorSlots`], [`UploadFn`] and [`Uploaded`] needs the `editor` feature
//! (on by default).

// The component and what only it uses need the `editor` feature; the slot and upload types
// stay, for the `Registry` (whose upload functions an editor-less build never calls).
#[cfg(feature = "editor")]
pub mod attachments;
#[cfg(feature = "editor")]
pub mod commands;
#[cfg(feature = "editor")]
mod props;
#[cfg(feature = "editor")]
pub mod shortcuts;
mod slots;
#[cfg(feature = "editor")]
pub mod surface;
#[cfg(feature = "editor")]
pub mod toolbar;
pub mod upload;
#[cfg(feature = "editor")]
pub mod view;

#[cfg(feature = "editor")]
pub use props::TEditorProps;
pub use slots::EditorSlots;
#[cfg(feature = "editor")]
pub use toolbar::EditorToolbar;
pub use upload::{UploadFn, Uploaded};
#[cfg(feature = "editor")]
pub use view::TEditorElement;

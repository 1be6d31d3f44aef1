//! `TEditorElement`: the translatable rich-text editor.
//!
//! One HTML value per language (`{lang: html}`), a tool bar of 14 tools running the
//! browser's editing commands, keyboard shortcuts, attachments (picker, drag and drop,
//! paste) checked against `accept`/`acceptMimes` and uploaded to an endpoint or through an
//! async Rust function, and the editor sanitizer on everything that enters the surface.
//!
//! What the editor decides (the upload route, accepted files, the alert route, the link
//! policy, its texts) is core's ([`yewform_core::editor`]); these modules render and carry
//! the decisions out to the browser:
//!
//! - [`TEditorElement`] (`element`): the entry component;
//! - `view`: the field frame, the tool bar and the surfaces; `editable`: one surface per
//!   language, forwarding its events;
//! - `look`: the editor's classes and localized texts;
//! - `controller`: what the events do (tools, links, alerts, paste, drop, attachments);
//! - [`toolbar`]: the tool bar;
//! - [`commands`]: what each tool runs;
//! - [`shortcuts`]: the keyboard shortcuts;
//! - [`attachments`]: the attachment figure (and core's accepted files);
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
mod controller;
#[cfg(feature = "editor")]
mod editable;
#[cfg(feature = "editor")]
mod element;
#[cfg(feature = "editor")]
mod look;
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
mod view;

#[cfg(feature = "editor")]
pub use element::TEditorElement;
#[cfg(feature = "editor")]
pub use props::TEditorProps;
pub use slots::EditorSlots;
#[cfg(feature = "editor")]
pub use toolbar::EditorToolbar;
pub use upload::{UploadFn, Uploaded};

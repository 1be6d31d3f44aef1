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

pub mod attachments;
pub mod commands;
mod props;
pub mod shortcuts;
mod slots;
pub mod surface;
pub mod toolbar;
pub mod upload;
pub mod view;

pub use attachments::Uploaded;
pub use props::TEditorProps;
pub use slots::EditorSlots;
pub use toolbar::EditorToolbar;
pub use upload::UploadFn;
pub use view::TEditorElement;

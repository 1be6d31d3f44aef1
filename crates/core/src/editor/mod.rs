//! What the translatable editor decides, with no DOM: the Yew adapter's editor view asks
//! these functions and only carries the answers out to the browser.
//!
//! - [`upload`]: where an attachment goes (an upload function, or an endpoint's URL and
//!   method) and which request method is usable.
//! - [`accept`]: which files `accept` / `acceptMimes` let through, and the alert messages
//!   for the others.
//! - [`alert`]: whether a refused file raises the `alert` event or the browser's dialog.
//! - [`link`]: which typed links are accepted and how a link edit is carried out.
//! - [`texts`]: the editor's localized texts (tool labels, the tool bar's name, prompts).

pub mod accept;
pub mod alert;
pub mod link;
pub mod texts;
pub mod upload;

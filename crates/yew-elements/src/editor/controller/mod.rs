//! The editor's controller: what the view's events do. It reads and writes the surfaces,
//! runs the tools, and carries core's decisions (link policy, alert route, upload route,
//! accepted files) out to the browser; it decides nothing of its own.

mod attach;

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use wasm_bindgen::JsCast;
use yew::prelude::*;
use yewform_core::Value;
use yewform_core::editor::alert::AlertRoute;
use yewform_core::editor::link::{LinkEdit, prompt_default};
use yewform_core::editor::texts::{URL_PROMPT, text};
use yewform_core::schema::{Choice, EditorTool};

use super::commands::{self, Action};
use super::surface;
use super::upload::UploadFn;
use super::view::{Flag, Flags};
use crate::entry_ref::EditorRef;
use crate::events::EventArgs;
use crate::form::ElementHandle;
use crate::form::handle::warn;

/// One language's editing surface (one map for the node and its HTML: docs/size.md).
#[derive(Default)]
pub(super) struct Surface {
    pub node: NodeRef,
    /// The HTML the surface last emitted or was given.
    pub synced: Option<String>,
}

/// The surface of each language: a handful, so a list searched in order (docs/size.md: no
/// `HashMap<String, Surface>` instantiation).
#[derive(Default)]
pub(super) struct Surfaces(Vec<(String, Surface)>);

impl Surfaces {
    /// The surface of `language`, if it has one.
    pub fn get(&self, language: &str) -> Option<&Surface> {
        for (code, surface) in &self.0 {
            if code == language {
                return Some(surface);
            }
        }
        None
    }

    /// Gives `language` a surface if it has none.
    pub fn add(&mut self, language: &str) {
        if self.get(language).is_none() {
            self.0.push((language.to_string(), Surface::default()));
        }
    }

    /// Remembers `html` as what the surface of `language` last emitted or was given.
    pub fn set_synced(&mut self, language: &str, html: String) {
        for (code, surface) in &mut self.0 {
            if code == language {
                surface.synced = Some(html);
                return;
            }
        }
        let surface = Surface {
            node: NodeRef::default(),
            synced: Some(html),
        };
        self.0.push((language.to_string(), surface));
    }
}

/// Everything the event handlers need, cheap to clone.
#[derive(Clone)]
pub(super) struct Controller {
    pub handle: ElementHandle,
    pub schema: EditorRef,
    /// The surface of each language, with the HTML it last emitted or was given.
    pub surfaces: Rc<RefCell<Surfaces>>,
    /// The last selection inside a surface, with its language.
    pub saved: Rc<RefCell<Option<(String, web_sys::Range)>>>,
    /// The number of uploads started (each placeholder's id).
    pub uploads: Rc<Cell<u64>>,
    pub file_input: NodeRef,
    pub upload_fn: Option<UploadFn>,
    pub multilingual: bool,
    pub disabled: bool,
    pub locale: String,
    pub fallback: String,
    pub attachment_class: String,
    pub progress_class: String,
    /// Sets the tools active at the selection (and the view's other flags).
    pub flags: UseReducerDispatcher<Flags>,
}

impl Controller {
    fn language(&self) -> String {
        self.handle.language()
    }

    fn surface(&self, language: &str) -> Option<web_sys::HtmlElement> {
        self.surfaces
            .borrow()
            .get(language)
            .and_then(|s| s.node.cast::<web_sys::HtmlElement>())
    }

    fn current(&self) -> Option<(String, web_sys::HtmlElement)> {
        let language = self.language();
        self.surface(&language).map(|s| (language, s))
    }

    /// The editor text `key` in the form's locale.
    fn text(&self, key: &str) -> String {
        text(&self.locale, &self.fallback, key).to_string()
    }

    /// The value of `language` as the surface's HTML.
    pub fn entry_html(&self, value: &Value, language: &str) -> String {
        if self.multilingual {
            surface::value_html(value.get(language))
        } else {
            surface::value_html(Some(value))
        }
    }

    /// What the hidden input posts for `language`: the entry as the form holds it
    /// ([`editor_posted_text`](yewform_core::element::editor_posted_text) decides).
    pub fn posted_text(&self, value: &Value, language: &str) -> String {
        if self.multilingual {
            yewform_core::element::editor_posted_text(value.get(language))
        } else {
            yewform_core::element::editor_posted_text(Some(value))
        }
    }

    /// Reads the surface of `language` and hands its HTML to the form as user input.
    pub fn emit(&self, language: &str) {
        let Some(surface) = self.surface(language) else {
            return;
        };
        let html = surface::read_content(&surface);
        let known = self.entry_html(&self.handle.value(), language);
        // The surface now stands for the value it emits: recorded as that value's surface
        // HTML (what `sync` compares), so the re-render after this change leaves the surface
        // and its caret alone, also when the emitted HTML is plain text (`Hello` typed into
        // an empty surface stands for the value `Hello`, shown as `<div>Hello</div>`).
        self.surfaces.borrow_mut().set_synced(
            language,
            surface::value_html(Some(&Value::String(html.clone()))),
        );
        if html == known {
            return; // nothing changed (also: an empty surface over a null value)
        }
        let value = if self.multilingual {
            serde_json::json!({ language: html })
        } else {
            Value::String(html)
        };
        if let Err(error) = self.handle.user_input(value) {
            warn(&format!("{}: {error}", self.handle.path()));
        }
    }

    /// Puts the values changed from outside (`wanted`: each language's HTML) into their
    /// surfaces; a surface already showing its value is left alone (the caret stays).
    pub fn sync(&self, wanted: Vec<(String, String)>) {
        for (code, html) in wanted {
            let known = self
                .surfaces
                .borrow()
                .get(&code)
                .and_then(|s| s.synced.clone());
            if known.as_deref() == Some(html.as_str()) {
                continue;
            }
            let element = self
                .surfaces
                .borrow()
                .get(&code)
                .and_then(|s| s.node.cast::<web_sys::Element>());
            if let Some(element) = element {
                surface::set_content(&element, &html);
                self.surfaces.borrow_mut().set_synced(&code, html);
            }
        }
    }

    /// Remembers the selection of the current surface (for tools run from the tool bar and
    /// for attachments inserted after the picker closed).
    pub fn save_selection(&self) {
        if let Some((language, surface)) = self.current() {
            if let Some(range) = surface::range_inside(&surface) {
                *self.saved.borrow_mut() = Some((language, range));
            }
        }
    }

    fn saved_for(&self, language: &str) -> Option<web_sys::Range> {
        self.saved
            .borrow()
            .as_ref()
            .filter(|(l, _)| l == language)
            .map(|(_, r)| r.clone())
    }

    /// Recomputes which tools are active at the selection.
    pub fn refresh(&self) {
        let Some((_, surface)) = self.current() else {
            return;
        };
        if surface::range_inside(&surface).is_none() {
            return;
        }
        let in_link = surface::link_at_selection(&surface).is_some();
        let active: Vec<EditorTool> = EditorTool::ALL
            .iter()
            .copied()
            .filter(|t| commands::is_active(*t, in_link))
            .collect();
        self.flags.dispatch(Flag::Active(active));
    }

    /// The surface got the focus.
    pub fn focus(&self) {
        self.handle.form().set_focused(self.handle.path(), true);
        self.refresh();
    }

    /// The surface lost the focus: the `blur` event.
    pub fn blur(&self) {
        self.save_selection();
        self.handle.form().set_focused(self.handle.path(), false);
        self.handle.fire("blur", EventArgs::None);
    }

    /// Runs a tool on the current surface.
    pub fn run(&self, tool: EditorTool) {
        if self.disabled {
            return;
        }
        let Some((language, surface)) = self.current() else {
            return;
        };
        match commands::action(tool) {
            Action::Attach => {
                self.save_selection();
                if let Some(input) = self.file_input.cast::<web_sys::HtmlInputElement>() {
                    input.click();
                }
                return;
            }
            Action::Exec { command } => {
                surface::focus_with_selection(&surface, self.saved_for(&language));
                commands::exec(command, None);
            }
            Action::Block { tag } => {
                surface::focus_with_selection(&surface, self.saved_for(&language));
                commands::toggle_block(tag);
            }
            Action::Link => {
                surface::focus_with_selection(&surface, self.saved_for(&language));
                self.link(&surface);
            }
        }
        self.emit(&language);
        self.save_selection();
        self.refresh();
    }

    /// The link tool: asks for a URL and carries out core's [`LinkEdit`].
    fn link(&self, surface: &web_sys::HtmlElement) {
        let Some(window) = web_sys::window() else {
            return;
        };
        let link = surface::link_at_selection(surface);
        // A selection inside one link edits that whole link (as Trix widens it): Chromium's
        // `createLink` at a caret would type the URL into the text, its `unlink` does nothing.
        let range = surface::range_inside(surface).map(|range| {
            link.as_ref()
                .and_then(|a| surface::whole_link_range(a, &range))
                .unwrap_or(range)
        });
        let existing = link.and_then(|a| a.get_attribute("href"));
        let answer = window
            .prompt_with_message_and_default(
                &self.text(URL_PROMPT),
                prompt_default(existing.as_deref()),
            )
            .ok()
            .flatten();
        let collapsed = range.as_ref().is_none_or(web_sys::Range::collapsed);
        let edit = LinkEdit::decide(answer.as_deref(), collapsed, existing.is_some());
        if edit == LinkEdit::Cancelled {
            return;
        }
        if let Some(range) = &range {
            surface::select_range(range);
        }
        match edit {
            LinkEdit::Cancelled => {}
            LinkEdit::Unlink => {
                commands::exec("unlink", None);
            }
            LinkEdit::Refused(answer) => {
                warn(&format!("{}: link refused: {answer}", self.handle.path()));
            }
            LinkEdit::Insert(html) => {
                commands::exec("insertHTML", Some(&html));
            }
            LinkEdit::Create(url) => {
                commands::exec("createLink", Some(&url));
            }
        }
    }

    /// An alert message where core's [`AlertRoute`] sends it: the `alert` event, or the
    /// browser's alert dialog.
    fn alert(&self, message: String) {
        let form = self.handle.form();
        let has_listener = form.has_listener(self.handle.path(), "alert");
        let silenced = form.is_silenced(self.handle.path(), "alert");
        match AlertRoute::choose(has_listener, &self.schema.common.events, silenced) {
            AlertRoute::Event => self.handle.fire("alert", EventArgs::Alert(message)),
            AlertRoute::Dialog => {
                if let Some(window) = web_sys::window() {
                    let _ = window.alert_with_message(&message);
                }
            }
        }
    }

    /// Pasted files upload; pasted HTML goes in sanitized.
    pub fn paste(&self, event: &Event) {
        let Some(data) = event
            .dyn_ref::<web_sys::ClipboardEvent>()
            .and_then(web_sys::ClipboardEvent::clipboard_data)
        else {
            return;
        };
        event.prevent_default();
        if self.disabled {
            return;
        }
        let files = surface::files_of(&data);
        if !files.is_empty() {
            self.save_selection();
            self.attach(files);
            return;
        }
        let Some(html) = surface::transfer_html(&data) else {
            return;
        };
        self.insert_html(&html);
    }

    /// Dropped files upload; dropped HTML from outside goes in sanitized (`internal`: text
    /// moved inside the editor, which the browser moves itself).
    pub fn drop_data(&self, event: &DragEvent, internal: bool) {
        let Some(data) = event.data_transfer() else {
            return;
        };
        let files = surface::files_of(&data);
        if !files.is_empty() {
            event.prevent_default();
            self.attach(files);
            return;
        }
        if internal {
            return; // moving text inside the editor: the browser's own move
        }
        event.prevent_default();
        if self.disabled {
            return;
        }
        if let Some(html) = surface::transfer_html(&data) {
            self.insert_html(&html);
        }
    }

    /// Inserts sanitized `html` at the selection of the current surface.
    fn insert_html(&self, html: &str) {
        let Some((language, surface)) = self.current() else {
            return;
        };
        surface::focus_with_selection(&surface, self.saved_for(&language));
        commands::exec("insertHTML", Some(html));
        self.emit(&language);
    }
}

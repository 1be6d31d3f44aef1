//! The editor view: `TEditorElement` reads its schema entry, `Editor` renders the layout,
//! the tool bar and one editing surface per language.
//!
//! Each surface is a `contenteditable` element whose content Yew renders in the first render
//! only (the sanitized value: server-side rendering shows it and hydration finds it); from the
//! second render on Yew renders it without children, so Yew never touches what the user
//! edits. The content is set imperatively after a render, and only when
//! the value of that language changed from outside (`update`, `load`, `reset`, `clear`, a
//! default): the HTML the surface last emitted is remembered, so the user's own input never
//! resets it and the caret never jumps. One surface per language keeps each language's
//! content, selection and caret while another language is shown.

use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use yew::prelude::*;
use yewform_core::Value;
use yewform_core::locale::translate;
use yewform_core::sanitize::normalize_editor_html;
use yewform_core::schema::{Choice, EditorTool, TEditorSchema};

use crate::entry_ref::EditorRef;

use super::TEditorProps;
use super::attachments::{FileInfo, figure_html, input_accept, refusals};
use super::commands::{self, Action, link_target};
use super::shortcuts::{KeyPress, shortcut};
use super::surface::{self, UPLOAD_ATTRIBUTE};
use super::toolbar::EditorToolbar;
use super::upload::{UploadFn, upload_to_endpoint};
use crate::events::EventArgs;
use crate::form::ElementHandle;
use crate::form::handle::{spawn, warn};
use crate::html::rich;
use crate::ids::part_id;
use crate::layout::classes;
use crate::layout::{ElementLayout, LayoutSlots, LayoutTexts};

/// The translatable rich-text editor. Inside a schema-driven `<Form>` give only its `name`;
/// written inline, its props are its options.
///
/// ```no_run
/// use yew::prelude::*;
/// use yewform_elements::{Form, TEditorElement};
///
/// #[component]
/// fn Article() -> Html {
///     let languages = vec![("en".to_string(), "English".to_string()), ("de".to_string(), "Deutsch".to_string())];
///     html! {
///         <Form multilingual=true {languages}>
///             <TEditorElement name="article" label="Article" rules={serde_json::json!("required")}
///                 endpoint="/api/attachments" hide_tools={vec!["code".to_string()]} />
///         </Form>
///     }
/// }
/// ```
#[component]
pub fn TEditorElement(props: &TEditorProps) -> Html {
    let form = use_context::<crate::form::FormContext>().map(|c| c.handle);
    let element = crate::hooks::use_element(
        &props.name,
        props,
        |p| {
            let mut json = p.schema_json();
            if let Some(form) = &form {
                p.put_function_options(&mut json, form);
            }
            Some(json)
        },
        props.listeners(),
    );
    let (handle, context) = match element {
        Ok(element) => element,
        Err(error) => return html! { <p class="yf-element-error" role="alert">{ error }</p> },
    };
    let schema = handle
        .form()
        .read(|s| s.schema_entry_shared(handle.path()))
        .flatten()
        .and_then(EditorRef::new);
    // The upload function and slots the schema names (`{"fn": ..}`) come from the form's
    // registry; inline props win.
    let registry = handle.form().read(crate::form::Registry::of).flatten();
    let upload_fn = props.upload_fn.clone().or_else(|| {
        let name = schema.as_ref()?.upload_fn.clone()?;
        registry.as_ref()?.get_upload(&name)
    });
    let slots = match (&registry, &schema) {
        (Some(registry), Some(schema)) => registry.editor_slots(&schema.common.slots, &props.slots),
        _ => props.slots.clone(),
    };
    match schema {
        Some(schema) => html! {
            <Editor {handle} {schema} generation={context.generation}
                form_disabled={context.disabled} {upload_fn} {slots} />
        },
        None => html! {
            <p class="yf-element-error" role="alert">
                { format!("{}: not a t-editor element", handle.path()) }
            </p>
        },
    }
}

#[derive(Properties, PartialEq)]
struct EditorProps {
    handle: ElementHandle,
    schema: EditorRef,
    generation: u64,
    form_disabled: bool,
    upload_fn: Option<UploadFn>,
    slots: super::EditorSlots,
}

/// Pieces of the view that depend only on the options, computed once per options change.
#[derive(PartialEq)]
struct Look {
    layout: Rc<Vec<(&'static str, String)>>,
    own: yewform_core::classes::ComputedClasses,
    toolbar: Rc<Vec<(&'static str, String)>>,
    size: yewform_core::schema::Size,
}

fn look(
    handle: &ElementHandle,
    schema: &TEditorSchema,
    has_label: bool,
    has_error: bool,
) -> Option<Look> {
    let theme = handle.form().theme();
    handle.form().read(|s| {
        let base = classes::element_look_of(
            &theme,
            s,
            handle.path(),
            "t-editor",
            &schema.common,
            has_label,
            has_error,
        );
        let own = base.own;
        let toolbar = Rc::new(vec![
            ("toolbar", own.get("toolbar")),
            ("tool", own.get("tool")),
            ("tool_active", own.get("tool_active")),
            ("tool_hidden", own.get("tool_hidden")),
        ]);
        Look {
            layout: base.layout,
            own,
            toolbar,
            size: base.size,
        }
    })
}

/// Everything the event handlers need, cheap to clone.
#[derive(Clone)]
struct Controller {
    handle: ElementHandle,
    schema: EditorRef,
    surfaces: Rc<RefCell<HashMap<String, NodeRef>>>,
    synced: Rc<RefCell<HashMap<String, String>>>,
    saved: Rc<RefCell<Option<(String, web_sys::Range)>>>,
    uploads: Rc<Cell<u64>>,
    file_input: NodeRef,
    upload_fn: Option<UploadFn>,
    multilingual: bool,
    disabled: bool,
    locale: String,
    fallback: String,
    attachment_class: String,
    progress_class: String,
    active: UseStateHandle<Vec<EditorTool>>,
}

impl Controller {
    fn language(&self) -> String {
        self.handle.language()
    }

    fn surface(&self, language: &str) -> Option<web_sys::HtmlElement> {
        self.surfaces
            .borrow()
            .get(language)
            .and_then(NodeRef::cast::<web_sys::HtmlElement>)
    }

    fn current(&self) -> Option<(String, web_sys::HtmlElement)> {
        let language = self.language();
        self.surface(&language).map(|s| (language, s))
    }

    fn text(&self, key: &str, default: &'static str) -> String {
        translate(&self.locale, &self.fallback, key)
            .unwrap_or(default)
            .to_string()
    }

    /// Reads the surface of `language` and hands its HTML to the form as user input.
    fn emit(&self, language: &str) {
        let Some(surface) = self.surface(language) else {
            return;
        };
        let html = surface::read_content(&surface);
        let current = self
            .handle
            .value()
            .get(language)
            .cloned()
            .filter(|_| self.multilingual)
            .or_else(|| (!self.multilingual).then(|| self.handle.value()));
        let known = surface::value_html(current.as_ref());
        self.synced
            .borrow_mut()
            .insert(language.to_string(), html.clone());
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

    /// Remembers the selection of the current surface (for tools run from the tool bar and
    /// for attachments inserted after the picker closed).
    fn save_selection(&self) {
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
    fn refresh(&self) {
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
        self.active.set(active);
    }

    /// Runs a tool on the current surface.
    fn run(&self, tool: EditorTool) {
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

    fn link(&self, surface: &web_sys::HtmlElement) {
        let Some(window) = web_sys::window() else {
            return;
        };
        let range = surface::range_inside(surface);
        let existing = surface::link_at_selection(surface).and_then(|a| a.get_attribute("href"));
        let question = self.text("editor.urlPlaceholder", "Enter a URL…");
        let answer = window
            .prompt_with_message_and_default(&question, existing.as_deref().unwrap_or("https://"))
            .ok()
            .flatten();
        let Some(answer) = answer else {
            return; // cancelled
        };
        if let Some(range) = &range {
            surface::select_range(range);
        }
        if answer.trim().is_empty() {
            commands::exec("unlink", None);
            return;
        }
        let Some(url) = link_target(&answer) else {
            warn(&format!("{}: link refused: {answer}", self.handle.path()));
            return;
        };
        let collapsed = range.as_ref().is_none_or(web_sys::Range::collapsed);
        if collapsed && existing.is_none() {
            let html = format!(
                "<a href=\"{}\">{}</a>",
                yewform_core::sanitize::escape_attr(&url),
                yewform_core::sanitize::escape_text(&url)
            );
            commands::exec("insertHTML", Some(&html));
        } else {
            commands::exec("createLink", Some(&url));
        }
    }

    /// The `alert` event, to its listeners and the schema's `onAlert` handler; the browser's
    /// alert dialog only when there is no listener at all.
    fn alert(&self, message: String) {
        let listened = self.handle.form().has_listener(self.handle.path(), "alert");
        let named = self
            .schema
            .common
            .events
            .iter()
            .any(|(event, _)| event == "alert");
        if listened || named {
            self.handle.fire("alert", EventArgs::Alert(message));
        } else if let Some(window) = web_sys::window() {
            let _ = window.alert_with_message(&message);
        }
    }

    /// Checks and uploads files into the current surface.
    fn attach(&self, files: Vec<web_sys::File>) {
        if self.disabled {
            return;
        }
        for file in files {
            let info = FileInfo {
                name: file.name(),
                content_type: file.type_(),
                size: file.size().max(0.0) as u64,
            };
            let refused = refusals(
                &info,
                self.schema.accept.as_ref(),
                self.schema.accept_mimes.as_ref(),
                &self.locale,
                &self.fallback,
            );
            if !refused.is_empty() {
                for message in refused {
                    self.alert(message);
                }
                continue;
            }
            self.upload(file, info);
        }
    }

    fn placeholder(&self, id: u64, info: &FileInfo) -> Option<web_sys::Element> {
        let document = web_sys::window()?.document()?;
        let figure = document.create_element("figure").ok()?;
        let _ = figure.set_attribute(
            "class",
            &format!("attachment attachment--uploading {}", self.attachment_class),
        );
        let _ = figure.set_attribute(UPLOAD_ATTRIBUTE, &id.to_string());
        let _ = figure.set_attribute("contenteditable", "false");
        let _ = figure.set_attribute("aria-busy", "true");
        let progress = document.create_element("progress").ok()?;
        let _ = progress.set_attribute("class", &self.progress_class);
        let uploading = self.text("editor.uploading", "Uploading…");
        let _ = progress.set_attribute("aria-label", &format!("{} {uploading}", info.name));
        let caption = document.create_element("figcaption").ok()?;
        let _ = caption.set_attribute("class", "attachment__caption");
        caption.set_text_content(Some(&format!("{} — {uploading}", info.name)));
        let _ = figure.append_child(&progress);
        let _ = figure.append_child(&caption);
        Some(figure)
    }

    fn upload(&self, file: web_sys::File, info: FileInfo) {
        let Some((language, surface)) = self.current() else {
            return;
        };
        let id = self.uploads.get().wrapping_add(1);
        self.uploads.set(id);
        if let Some(placeholder) = self.placeholder(id, &info) {
            // The next attachment goes after this one.
            if let Some(after) =
                surface::insert_node(&surface, &placeholder, self.saved_for(&language))
            {
                *self.saved.borrow_mut() = Some((language.clone(), after));
            }
        }
        let endpoint = self.handle.form().read(|s| {
            let config = s.config();
            let name = self.schema.endpoint.as_deref().unwrap_or("attachment");
            let mut endpoint = config.endpoint(name);
            // A URL (no endpoint of that name) goes with the config's attachment method.
            if config.named_endpoint(name).is_none() {
                endpoint.method = config.endpoint("attachment").method;
            }
            endpoint
        });
        let method = self
            .schema
            .method
            .clone()
            .or_else(|| endpoint.as_ref().map(|e| e.method.clone()))
            .unwrap_or_else(|| "post".into());
        let url = endpoint.map(|e| e.url).unwrap_or_default();
        let this = self.clone();
        spawn(async move {
            let result = match &this.upload_fn {
                Some(upload) => (upload.0)(file, this.handle.clone()).await,
                None => upload_to_endpoint(&url, &method, &file).await,
            };
            let placeholder = this.surface(&language).and_then(|s| {
                s.query_selector(&format!("[{UPLOAD_ATTRIBUTE}=\"{id}\"]"))
                    .ok()
                    .flatten()
            });
            match result {
                Ok(uploaded) => {
                    let Some(placeholder) = placeholder else {
                        warn(&format!(
                            "{}: {} uploaded, but its place in the text is gone",
                            this.handle.path(),
                            info.name
                        ));
                        return;
                    };
                    let html = figure_html(&info, &uploaded);
                    match surface::fragment(&html) {
                        Some(fragment) => surface::replace_placeholder(
                            &placeholder,
                            &fragment,
                            this.saved_for(&language),
                        ),
                        None => placeholder.remove(),
                    }
                    this.emit(&language);
                }
                Err(error) => {
                    if let Some(placeholder) = placeholder {
                        placeholder.remove();
                    }
                    this.emit(&language);
                    warn(&format!(
                        "{}: upload of {} failed: {error}",
                        this.handle.path(),
                        info.name
                    ));
                    this.handle.fire("error", EventArgs::Error(error));
                }
            }
        });
    }

    fn paste(&self, event: &Event) {
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
        let Some((language, surface)) = self.current() else {
            return;
        };
        surface::focus_with_selection(&surface, self.saved_for(&language));
        commands::exec("insertHTML", Some(&html));
        self.emit(&language);
    }

    fn drop_data(&self, event: &DragEvent, internal: bool) {
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
        if let (Some(html), Some((language, surface))) =
            (surface::transfer_html(&data), self.current())
        {
            surface::focus_with_selection(&surface, self.saved_for(&language));
            commands::exec("insertHTML", Some(&html));
            self.emit(&language);
        }
    }
}

#[component]
fn Editor(props: &EditorProps) -> Html {
    let handle = &props.handle;
    let schema = &props.schema;
    let common = &schema.common;
    let path = handle.path().to_string();
    let (locale, fallback, force_labels, display_errors, multilingual) = handle
        .form()
        .read(|s| {
            let config = s.config();
            (
                s.locale().to_string(),
                config.fallback_locale.clone(),
                config.force_labels,
                config.display_errors,
                s.el(&path).is_some_and(|e| e.is_multilingual()),
            )
        })
        .unwrap_or_else(|| ("en".into(), "en".into(), false, true, false));

    let surfaces = use_mut_ref(HashMap::<String, NodeRef>::new);
    let synced = use_mut_ref(HashMap::<String, String>::new);
    let saved = use_mut_ref(|| None::<(String, web_sys::Range)>);
    let uploads = use_memo((), |_| Cell::new(0u64));
    let file_input = use_node_ref();
    let focused = use_state_eq(|| false);
    let dragging = use_state_eq(|| false);
    let internal_drag = use_mut_ref(|| false);
    let active = use_state_eq(Vec::<EditorTool>::new);
    // The surfaces' content is Yew's in the first render only: on the server (so the page
    // shows the value) and in the browser's first render (which hydrates that markup). The
    // first effect releases it: from the next render on Yew renders the surfaces empty, never
    // diffs what the user edits, and the effect below fills them.
    let content_released = use_state_eq(|| false);

    let text = |l: &Option<yewform_core::locale::Localizable>| {
        l.as_ref()
            .map(|l| AttrValue::from(l.resolve(&locale, &fallback)))
    };
    let slots = props.slots.layout(handle, slot_texts(&common.slots));
    // The `required` slot: a render prop, else a string in the schema's `slots`.
    let required_slot = props
        .slots
        .required
        .as_ref()
        .map(|slot| slot.emit(handle.clone()))
        .or_else(|| {
            common
                .slots
                .get("required")
                .and_then(Value::as_str)
                .map(rich)
        });
    let label = text(&common.label);
    let has_label = label.is_some() || slots.label.is_some() || force_labels;
    let id = handle.field_id(common.id.as_deref());
    let error = handle.error();
    let invalid = handle.invalid();
    let disabled = handle.is_disabled() || props.form_disabled;
    let required = handle.is_required();
    let show_error = display_errors && common.display_errors;
    let has_error = error.is_some() && show_error;

    let look = {
        let handle = handle.clone();
        // Without the error state: `ElementLayout` adds `container_error` while an error
        // shows, so the look is not computed again when the error comes or goes.
        use_memo((schema.clone(), has_label), move |(schema, has_label)| {
            look(&handle, schema, *has_label, false)
        })
    };
    let Some(look) = look.as_ref() else {
        return Html::default();
    };

    let language = handle.language();
    let mut languages = handle.languages();
    if !multilingual || languages.is_empty() {
        languages = vec![language.clone()];
    }
    {
        let mut surfaces = surfaces.borrow_mut();
        for code in &languages {
            surfaces.entry(code.clone()).or_default();
        }
    }
    let value = handle.value();
    let entry_of = |code: &str| -> String {
        if multilingual {
            surface::value_html(value.get(code))
        } else {
            surface::value_html(Some(&value))
        }
    };

    let controller = Controller {
        handle: handle.clone(),
        schema: schema.clone(),
        surfaces: surfaces.clone(),
        synced: synced.clone(),
        saved: saved.clone(),
        uploads: uploads.clone(),
        file_input: file_input.clone(),
        upload_fn: props.upload_fn.clone(),
        multilingual,
        disabled,
        locale: locale.clone(),
        fallback: fallback.clone(),
        attachment_class: look.own.get("attachment"),
        progress_class: look.own.get("attachment_progress"),
        active: active.clone(),
    };
    // After every render: put values changed from outside into their surfaces.
    {
        let surfaces = surfaces.clone();
        let synced = synced.clone();
        let wanted: Vec<(String, String)> = languages
            .iter()
            .map(|code| (code.clone(), entry_of(code)))
            .collect();
        let release = (!*content_released).then(|| content_released.clone());
        use_effect(move || {
            if let Some(release) = release {
                // Yew still holds the first render's content: it drops it in the next render,
                // after which this effect fills the surfaces.
                release.set(true);
                return;
            }
            for (code, html) in wanted {
                let known = synced.borrow().get(&code).cloned();
                if known.as_deref() == Some(html.as_str()) {
                    continue;
                }
                let element = surfaces
                    .borrow()
                    .get(&code)
                    .and_then(NodeRef::cast::<web_sys::Element>);
                if let Some(element) = element {
                    surface::set_content(&element, &html);
                    synced.borrow_mut().insert(code, html);
                }
            }
        });
    }

    let size = yewform_core::schema::Choice::as_str(look.size);
    let own = &look.own;
    let input_class = classes!(
        own.get("input"),
        own.get(if disabled {
            "input_disabled"
        } else {
            "input_enabled"
        }),
        (*focused).then(|| own.get("input_focused")),
        if invalid {
            own.get("input_danger")
        } else if handle.validated() && !common.rules.is_null() {
            own.get("input_success")
        } else {
            String::new()
        },
        own.get(&format!("input_{size}")),
        schema
            .hide_tools
            .iter()
            .map(|t| format!("yf-editor-hide-{}", t.as_str()))
            .collect::<Vec<_>>(),
    );
    let described_by = [
        (common.description.is_some() || slots.description.is_some())
            .then(|| part_id(&id, "description")),
        (common.info.is_some() || slots.info.is_some()).then(|| part_id(&id, "info")),
    ]
    .into_iter()
    .flatten()
    .collect::<Vec<_>>()
    .join(" ");
    let placeholder = text(&common.placeholder);
    let empty = entry_of(&language).is_empty();
    let busy = handle.busy();

    let surfaces_html = languages.iter().map(|code| {
        let current = *code == language;
        let node_ref = surfaces.borrow().get(code).cloned().unwrap_or_default();
        let oninput = {
            let c = controller.clone();
            let code = code.clone();
            Callback::from(move |_: InputEvent| {
                c.emit(&code);
                c.save_selection();
                c.refresh();
            })
        };
        let onkeydown = {
            let c = controller.clone();
            Callback::from(move |event: KeyboardEvent| {
                let press = KeyPress {
                    key: &event.key(),
                    code: &event.code(),
                    primary: event.ctrl_key() || event.meta_key(),
                    shift: event.shift_key(),
                    alt: event.alt_key(),
                };
                if let Some(tool) = shortcut(press) {
                    event.prevent_default();
                    c.run(tool);
                }
            })
        };
        let onkeyup = {
            let c = controller.clone();
            Callback::from(move |_: KeyboardEvent| {
                c.save_selection();
                c.refresh();
            })
        };
        let onmouseup = {
            let c = controller.clone();
            Callback::from(move |_: MouseEvent| {
                c.save_selection();
                c.refresh();
            })
        };
        let onfocus = {
            let focused = focused.clone();
            let c = controller.clone();
            Callback::from(move |_: FocusEvent| {
                focused.set(true);
                c.handle.form().set_focused(c.handle.path(), true);
                c.refresh();
            })
        };
        let onblur = {
            let focused = focused.clone();
            let c = controller.clone();
            Callback::from(move |_: FocusEvent| {
                c.save_selection();
                focused.set(false);
                c.handle.form().set_focused(c.handle.path(), false);
                c.handle.fire("blur", EventArgs::None);
            })
        };
        let onpaste = {
            let c = controller.clone();
            Callback::from(move |event: Event| c.paste(&event))
        };
        let ondragstart = {
            let internal = internal_drag.clone();
            Callback::from(move |_: DragEvent| *internal.borrow_mut() = true)
        };
        let ondragend = {
            let internal = internal_drag.clone();
            Callback::from(move |_: DragEvent| *internal.borrow_mut() = false)
        };
        // Through the editor sanitizer, as `surface::set_content` puts it in the browser.
        let content = if *content_released {
            Html::default()
        } else {
            Html::from_html_unchecked(AttrValue::from(normalize_editor_html(&entry_of(code))))
        };
        html! {
            <div key={code.clone()} ref={node_ref} lang={code.clone()}
                class={own.get("content")}
                data-language={code.clone()}
                hidden={!current}
                id={current.then(|| id.clone())}
                name={current.then(|| path.clone())}
                role="textbox"
                aria-multiline="true"
                contenteditable={(!disabled).to_string()}
                aria-placeholder={current.then(|| placeholder.clone()).flatten()}
                aria-labelledby={(current && has_label).then(|| part_id(&id, "label"))}
                aria-describedby={(current && !described_by.is_empty()).then(|| described_by.clone())}
                aria-invalid={current.then(|| error.is_some().to_string())}
                aria-errormessage={(current && has_error).then(|| part_id(&id, "error"))}
                aria-disabled={disabled.to_string()}
                aria-busy={current.then(|| busy.to_string())}
                aria-required={(current && required).then_some("true")}
                {oninput} {onkeydown} {onkeyup} {onmouseup} {onfocus} {onblur} {onpaste}
                {ondragstart} {ondragend}
            >{ content }</div>
        }
    });

    let ondragover = {
        let dragging = dragging.clone();
        Callback::from(move |event: DragEvent| {
            let has_files = event
                .data_transfer()
                .map(|d| d.types().includes(&"Files".into(), 0))
                .unwrap_or(false);
            if has_files {
                event.prevent_default();
                dragging.set(true);
            }
        })
    };
    let ondragleave = {
        let dragging = dragging.clone();
        Callback::from(move |event: DragEvent| {
            let target = event
                .current_target()
                .and_then(|t| t.dyn_into::<web_sys::Node>().ok());
            let to = event
                .related_target()
                .and_then(|t| t.dyn_into::<web_sys::Node>().ok());
            let still_inside = match (target, to) {
                (Some(target), Some(to)) => target.contains(Some(&to)),
                _ => false,
            };
            if !still_inside {
                dragging.set(false);
            }
        })
    };
    let ondrop = {
        let dragging = dragging.clone();
        let c = controller.clone();
        let internal = internal_drag.clone();
        Callback::from(move |event: DragEvent| {
            dragging.set(false);
            let was_internal = std::mem::replace(&mut *internal.borrow_mut(), false);
            c.drop_data(&event, was_internal);
        })
    };
    let onchange_file = {
        let c = controller.clone();
        Callback::from(move |event: Event| {
            let Some(input) = event.target_dyn_into::<web_sys::HtmlInputElement>() else {
                return;
            };
            let files = surface::files_of_list(input.files());
            input.set_value("");
            c.attach(files);
        })
    };
    let on_tool = {
        let c = controller.clone();
        Callback::from(move |tool: EditorTool| c.run(tool))
    };
    let labels: Rc<Vec<String>> = Rc::new(
        EditorTool::ALL
            .iter()
            .map(|t| {
                translate(&locale, &fallback, &t.locale_key())
                    .unwrap_or(t.as_str())
                    .to_string()
            })
            .collect(),
    );
    let attach_label = translate(&locale, &fallback, "editor.attachFiles")
        .unwrap_or("Attach files")
        .to_string();
    let toolbar_label = match &label {
        Some(label) => format!("{label}: {}", tools_word(&locale)),
        None => tools_word(&locale).to_string(),
    };

    let texts = LayoutTexts {
        label,
        info: text(&common.info),
        description: text(&common.description),
        error: if show_error {
            error.clone().map(AttrValue::from)
        } else {
            None
        },
        before: text(&common.before),
        between: text(&common.between),
        after: text(&common.after),
    };

    html! {
        <ElementLayout field_id={AttrValue::from(id.clone())} {texts} {slots}
            {has_label} {required} {required_slot} visible={handle.visible()} inline={common.inline}
            info_position={AttrValue::from(common.info_position.as_str())}
            classes={look.layout.clone()}>
            <div class={input_class} data-editor={path.clone()} {ondragover} {ondragleave} {ondrop}>
                <EditorToolbar labels={labels} hidden={Rc::new(schema.hide_tools.clone())}
                    active={Rc::new((*active).clone())} {disabled}
                    label={AttrValue::from(toolbar_label)} controls={AttrValue::from(id.clone())}
                    classes={look.toolbar.clone()} {on_tool} />
                { for surfaces_html }
                if empty {
                    if let Some(placeholder) = placeholder.clone() {
                        <div class={own.get("placeholder")} aria-hidden="true">{ placeholder }</div>
                    }
                }
                if *dragging {
                    <div class={own.get("dropzone")} aria-hidden="true"></div>
                }
                <input type="file" ref={file_input} class="yf-sr-only" tabindex="-1" multiple=true
                    aria-label={attach_label} data-editor-attach={path.clone()}
                    accept={input_accept(schema.accept.as_ref(), schema.accept_mimes.as_ref())}
                    disabled={disabled} onchange={onchange_file} />
            </div>
        </ElementLayout>
    }
}

/// "Tools" in the locale (the tool bar's name).
fn tools_word(locale: &str) -> &'static str {
    if locale.starts_with("de") {
        "Werkzeuge"
    } else {
        "Formatting"
    }
}

/// Schema `slots` given as strings (sanitized HTML) for the layout's slots.
fn slot_texts(slots: &Value) -> LayoutSlots {
    let get = |name: &str| slots.get(name).and_then(Value::as_str).map(rich);
    LayoutSlots {
        label: get("label"),
        info: get("info"),
        description: get("description"),
        before: get("before"),
        between: get("between"),
        after: get("after"),
    }
}

//! The editor view: `Editor` renders the field frame, the tool bar and one editing surface
//! per language, and forwards the DOM's events to the [`Controller`].
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
use std::rc::Rc;

use wasm_bindgen::JsCast;
use yew::prelude::*;
use yewform_core::editor::accept::input_accept;
use yewform_core::sanitize::normalize_editor_html;
use yewform_core::schema::EditorTool;

use super::controller::{Controller, Surfaces};
use super::editable::{SurfaceAttrs, SurfaceState, surface_view};
use super::look::{InputState, Look, Texts};
use super::surface;
use super::toolbar::{EditorToolbarProps, ToolbarState, tool_refs, toolbar_view};
use super::upload::UploadFn;
use crate::entry_ref::EditorRef;
use crate::form::ElementHandle;
use crate::ids::part_id;
use crate::layout::element_layout::use_layout_state;
use crate::layout::frame::{FrameParts, ViewEnv};

/// The editor's mutable parts that do not re-render it.
#[derive(Clone)]
struct Refs {
    surfaces: Rc<RefCell<Surfaces>>,
    saved: Rc<RefCell<Option<(String, web_sys::Range)>>>,
    uploads: Rc<Cell<u64>>,
    file_input: NodeRef,
    /// The editor's box (the drag listeners' element: Yew delegates events to its root,
    /// so `current_target` is the whole app).
    area: NodeRef,
    /// A drag started inside the editor (text moved by the browser itself).
    internal_drag: Rc<RefCell<bool>>,
    /// The tool bar's buttons.
    tools: Rc<Vec<NodeRef>>,
}

/// What re-renders the editor when it changes, in one hook (docs/size.md).
#[derive(Clone, Default, PartialEq)]
pub(super) struct Flags {
    /// The tools active at the selection.
    active: Rc<Vec<EditorTool>>,
    /// A surface has the focus.
    focused: bool,
    /// Files are dragged over the editor.
    dragging: bool,
    /// Yew let go of the surfaces' first content (see `content` below).
    released: bool,
    /// The tool bar's tab stop.
    stop: usize,
}

/// A change of [`Flags`].
pub(super) enum Flag {
    Active(Vec<EditorTool>),
    Focused(bool),
    Dragging(bool),
    Released,
    Stop(usize),
}

impl Reducible for Flags {
    type Action = Flag;

    fn reduce(self: Rc<Self>, action: Flag) -> Rc<Self> {
        let mut flags = (*self).clone();
        match action {
            Flag::Active(tools) => flags.active = Rc::new(tools),
            Flag::Focused(on) => flags.focused = on,
            Flag::Dragging(on) => flags.dragging = on,
            Flag::Released => flags.released = true,
            Flag::Stop(position) => flags.stop = position,
        }
        Rc::new(flags)
    }
}

#[derive(Properties, PartialEq)]
pub(super) struct EditorProps {
    pub handle: ElementHandle,
    pub schema: EditorRef,
    /// The `<Form>`'s `disabled`: a prop so the view re-renders when it changes; what is
    /// disabled is core's `is_disabled` (which includes it).
    pub form_disabled: bool,
    pub upload_fn: Option<UploadFn>,
    pub slots: super::EditorSlots,
}

#[component]
pub(super) fn Editor(props: &EditorProps) -> Html {
    let handle = &props.handle;
    let schema = &props.schema;
    let common = &schema.common;
    let path = handle.path().to_string();
    // Re-renders when a change reaches the element (or the whole form).
    crate::hooks::use_view_subscription(handle);
    let env = ViewEnv::read(handle);
    let multilingual = handle
        .form()
        .read(|s| s.el(&path).is_some_and(|e| e.is_multilingual()))
        .unwrap_or(false);

    // The parts that never re-render the editor, in one hook (one hook state type instead
    // of six, docs/size.md).
    let Refs {
        surfaces,
        saved,
        uploads,
        file_input,
        area,
        internal_drag,
        tools,
    } = (*use_memo((), |_| Refs {
        surfaces: Rc::default(),
        saved: Rc::default(),
        uploads: Rc::default(),
        file_input: NodeRef::default(),
        area: NodeRef::default(),
        internal_drag: Rc::default(),
        tools: tool_refs(),
    }))
    .clone();
    // What re-renders it, in one hook. `flags.released`: the surfaces' content is Yew's in
    // the first render only: on the server (so the page shows the value) and in the browser's
    // first render (which hydrates that markup). The first effect releases it: from the next
    // render on Yew renders the surfaces empty, never diffs what the user edits, and the
    // effect below fills them.
    let flags = use_reducer_eq(Flags::default);

    // The surface is a `div`, which a `<label for>` cannot name: the label names it through
    // `aria-labelledby`, carries no `for`, and a click on it focuses the surface while the
    // editor is enabled (a `<label for>` does not focus a disabled control).
    let frame = FrameParts::read(handle, common, &props.slots, &env)
        .label_naming_by_aria(!handle.is_disabled());
    let look = {
        let handle = handle.clone();
        use_memo(
            (schema.clone(), frame.has_label),
            move |(schema, has_label)| Look::of(&handle, schema, *has_label),
        )
    };
    // The frame is rendered inline (no `ElementLayout` component); its state is kept here.
    let layout = use_layout_state(look.as_ref().as_ref().map(|l| &l.layout), frame.id.clone());
    // Every hook runs in every render (Yew needs the same hooks in the same order): the
    // effect below runs whether or not the look could be read; the view returns early after it.
    let own = look.as_ref().as_ref().map(|l| &l.own);
    let disabled = handle.is_disabled();

    let language = handle.language();
    let mut languages = handle.languages();
    if !multilingual || languages.is_empty() {
        languages = vec![language.clone()];
    }
    {
        let mut surfaces = surfaces.borrow_mut();
        for code in &languages {
            surfaces.add(code);
        }
    }
    let controller = Controller {
        handle: handle.clone(),
        schema: schema.clone(),
        surfaces: surfaces.clone(),
        saved,
        uploads: uploads.clone(),
        file_input: file_input.clone(),
        upload_fn: props.upload_fn.clone(),
        multilingual,
        disabled,
        locale: env.locale.clone(),
        fallback: env.fallback.clone(),
        attachment_class: own.map(|o| o.get("attachment")).unwrap_or_default(),
        progress_class: own
            .map(|o| o.get("attachment_progress"))
            .unwrap_or_default(),
        flags: flags.dispatcher(),
    };
    let value = handle.value();
    let wanted: Vec<(String, String)> = languages
        .iter()
        .map(|code| (code.clone(), controller.entry_html(&value, code)))
        .collect();
    let posted = controller.posted_text(&value, &language);
    let empty = controller.entry_html(&value, &language).is_empty();
    // After every render: put values changed from outside into their surfaces.
    {
        let controller = controller.clone();
        let wanted = wanted.clone();
        let release = (!flags.released).then(|| flags.dispatcher());
        // Boxed: one instantiation of Yew's effect hook for every caller (docs/size.md).
        use_effect::<Box<dyn FnOnce()>, ()>(Box::new(move || {
            match release {
                // Yew still holds the first render's content: it drops it in the next
                // render, after which this effect fills the surfaces.
                Some(release) => release.dispatch(Flag::Released),
                None => controller.sync(wanted),
            }
        }));
    }
    let Some(look) = look.as_ref() else {
        return Html::default();
    };

    let input_class = look.input(
        InputState {
            disabled,
            focused: flags.focused,
            // Rules or an error the app added (`frame.invalid`), as the text and select boxes.
            invalid: frame.invalid,
            success: handle.shows_success(),
        },
        &schema.hide_tools,
    );
    let placeholder = env.placeholder(common, frame.required);
    let attrs = SurfaceAttrs {
        class: look.own.get("content"),
        id: frame.id.clone(),
        placeholder: placeholder.clone(),
        labelled_by: frame.labelled_by.clone(),
        label: frame.label_name.clone(),
        described_by: frame.described_by.clone(),
        // The error the layout shows is the current language's: `frame.error_message`
        // follows `invalid`, which for a multilingual editor counts every language.
        error_message: frame
            .texts
            .error
            .is_some()
            .then(|| AttrValue::from(part_id(&frame.id, "error"))),
        invalid: handle.error().is_some(),
        disabled,
        busy: handle.busy(),
        required: frame.required,
    };
    let state = SurfaceState {
        controller: controller.clone(),
        flags: flags.dispatcher(),
        internal_drag: internal_drag.clone(),
    };
    let surfaces_html = wanted.iter().map(|(code, html)| {
        let node_ref = surfaces
            .borrow()
            .get(code)
            .map(|s| s.node.clone())
            .unwrap_or_default();
        // Through the editor sanitizer, as `surface::set_content` puts it in the browser.
        let content = if flags.released {
            Html::default()
        } else {
            Html::from_html_unchecked(AttrValue::from(normalize_editor_html(html)))
        };
        surface_view(&state, &attrs, code, *code == language, node_ref, content)
    });

    let ondragover = {
        let dragging = flags.dispatcher();
        Callback::from(move |event: DragEvent| {
            let has_files = event
                .data_transfer()
                .map(|d| d.types().includes(&"Files".into(), 0))
                .unwrap_or(false);
            // A disabled editor takes no files: no drop zone, and the drop stays refused.
            if has_files && !disabled {
                event.prevent_default();
                dragging.dispatch(Flag::Dragging(true));
            }
        })
    };
    let ondragleave = {
        let (dragging, area) = (flags.dispatcher(), area.clone());
        Callback::from(move |event: DragEvent| {
            let to = event
                .related_target()
                .and_then(|t| t.dyn_into::<web_sys::Node>().ok());
            let still_inside = match (area.get(), to) {
                (Some(area), Some(to)) => area.contains(Some(&to)),
                _ => false,
            };
            if !still_inside {
                dragging.dispatch(Flag::Dragging(false));
            }
        })
    };
    let ondrop = {
        let dragging = flags.dispatcher();
        let c = controller.clone();
        Callback::from(move |event: DragEvent| {
            dragging.dispatch(Flag::Dragging(false));
            let was_internal = std::mem::replace(&mut *internal_drag.borrow_mut(), false);
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
    let on_tool = Callback::from(move |tool: EditorTool| controller.run(tool));
    // The tool bar's name takes the label's text, not its tags (a screen reader reads them);
    // without one (no label, a label slot, a label of markup only), the generic name the
    // surface is named by ("Notes 2"), so two tool bars never share a name.
    let label_text = frame
        .texts
        .label
        .as_deref()
        .map(|l| yewform_core::sanitize::text_content(l).trim().to_owned())
        .filter(|l| !l.is_empty())
        .or_else(|| handle.form().read(|s| s.generic_name(&path)).flatten());
    let texts = Texts::new(&env.locale, &env.fallback, label_text.as_deref());
    let own = &look.own;
    let field = html! {
        <div ref={area} class={input_class} data-editor={path.clone()} {ondragover} {ondragleave} {ondrop}>
            { toolbar_view(&EditorToolbarProps {
                labels: texts.tools,
                hidden: Rc::new(schema.hide_tools.clone()),
                active: flags.active.clone(),
                disabled,
                label: texts.toolbar,
                controls: frame.id.clone(),
                classes: look.toolbar.clone(),
                on_tool,
            }, &ToolbarState {
                current: flags.stop,
                set_current: {
                    let flags = flags.dispatcher();
                    Callback::from(move |position| flags.dispatch(Flag::Stop(position)))
                },
                refs: tools,
            }) }
            { for surfaces_html }
            if empty {
                if let Some(placeholder) = placeholder {
                    <div class={own.get("placeholder")} aria-hidden="true">{ placeholder }</div>
                }
            }
            if flags.dragging {
                <div class={own.get("dropzone")} aria-hidden="true"></div>
            }
            // What a native post (without wasm, before hydration) sends: the current
            // language's entry as the form holds it (`request_data`'s, without
            // `formatData`), under the element's name (the surface is a `div`, not a form
            // control); nothing while disabled.
            <input type="hidden" name={path.clone()} value={posted} disabled={disabled} />
            <input type="file" ref={file_input} class="yf-sr-only" tabindex="-1" multiple=true
                aria-label={texts.attach} data-editor-attach={path}
                accept={input_accept(schema.accept.as_ref(), schema.accept_mimes.as_ref())}
                disabled={disabled} onchange={onchange_file} />
        </div>
    };
    frame.view_inline(&layout, field)
}

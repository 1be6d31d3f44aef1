//! The text and textarea view: the `<input>` or `<textarea>` inside the field frame, with
//! its addons, floating label and loader, the same ARIA wiring as the native select, and
//! handlers that send each keystroke to core and the focus and key events to the listeners.

use yew::prelude::*;
use yewform_core::Value;
use yewform_core::schema::{Choice, TextKind};

use crate::by_ptr::ByPtr;
use crate::entry_ref::TextRef;
use crate::events::EventArgs;
use crate::form::ElementHandle;
use crate::layout::classes::element_look_of;
use crate::layout::element_layout::use_layout_state;
use crate::layout::frame::{FrameParts, ViewEnv, layout_class};

/// Props of the text and textarea view.
#[derive(Properties, PartialEq)]
pub(super) struct ViewProps {
    pub handle: ElementHandle,
    pub text: TextRef,
    /// The `<Form>`'s `disabled`: a prop so the view re-renders when it changes; what is
    /// disabled is core's `is_disabled` (which includes it).
    pub form_disabled: bool,
    pub slots: super::TextSlots,
}

/// `"true"` or `"false"`, for an ARIA state.
fn flag(on: bool) -> &'static str {
    if on { "true" } else { "false" }
}

#[component]
pub(super) fn TextView(props: &ViewProps) -> Html {
    let handle = &props.handle;
    let text = &props.text;
    let common = &text.common;
    // Re-renders when a change reaches the element (or the whole form).
    crate::hooks::use_view_subscription(handle);
    let env = ViewEnv::read(handle);
    let frame = FrameParts::read(handle, common, &props.slots.layout, &env);
    // The classes change with the options, the label or the theme, not with a keystroke.
    let theme = handle.form().theme();
    let look = {
        let handle = handle.clone();
        use_memo(
            (text.clone(), frame.has_label, ByPtr(theme)),
            move |(text, has_label, theme)| {
                handle.form().read(|s| {
                    element_look_of(
                        &theme.0,
                        s,
                        handle.path(),
                        // The translatable kinds wear their base kind's classes.
                        text.kind.base().type_name(),
                        &text.common,
                        *has_label,
                        false,
                    )
                })
            },
        )
    };
    // The view's own state: whether the field has the focus (the focused classes).
    let focused = use_state_eq(|| false);
    let handlers = {
        let setter = focused.setter();
        use_memo((handle.clone(), text.kind), move |(handle, kind)| {
            Handlers::new(handle, *kind, setter)
        })
    };
    let layout = use_layout_state(look.as_ref().as_ref().map(|l| &l.layout), frame.id.clone());
    let Some(look) = look.as_ref().as_ref() else {
        return Html::default();
    };

    let invalid = frame.invalid;
    let required = frame.required;
    let disabled = handle.is_disabled();
    let state = if invalid {
        "danger"
    } else if handle.shows_success() {
        "success"
    } else {
        ""
    };
    let is_focused = *focused && !disabled;
    let size = look.size.as_str();
    let own = &look.own;
    let group = crate::html::class_attr(
        own,
        "",
        &[
            ("inputContainer", true),
            (&["inputContainer_", size].concat(), true),
            (
                "inputContainer_default",
                !disabled && state.is_empty() && !is_focused,
            ),
            ("inputContainer_disabled", disabled),
            ("inputContainer_focused", is_focused),
            ("inputContainer_success", !disabled && state == "success"),
            ("inputContainer_danger", !disabled && state == "danger"),
        ],
    );
    let input_class = crate::html::class_attr(
        own,
        "",
        &[
            ("input", true),
            (&["input_", size].concat(), true),
            ("input_enabled", !disabled),
            ("input_disabled", disabled),
            ("input_focused", is_focused),
            ("input_success", state == "success"),
            ("input_danger", state == "danger"),
            ("input_autogrow", text.kind.is_area() && text.autogrow),
        ],
    );
    // An addon slot (a render prop, else the schema's `slots` string, sanitized HTML as
    // the layout slots' strings) wins over the `addons` option's side.
    let addon = |slot: &Option<Callback<ElementHandle, Html>>,
                 option: &Option<yewform_core::locale::Localizable>,
                 side: &str| {
        let content = match slot {
            Some(slot) => Some(slot.emit(handle.clone())),
            None => match common
                .slots
                .get(["addon-", side].concat())
                .and_then(|v| v.as_str())
            {
                Some(html) => Some(crate::html::rich(html)),
                None => option
                    .as_ref()
                    .map(|content| crate::html::rich(&content.resolve(&env.locale, &env.fallback))),
            },
        };
        content.map(|content| {
            let class = crate::html::class_attr(
                own,
                "",
                &[
                    ("addon", true),
                    (&["addon_", side].concat(), true),
                    (&["addon_", size].concat(), true),
                ],
            );
            let wrapper = crate::html::class_attr(own, "", &[("addonWrapper", true)]);
            html! { <div {class}><div class={wrapper}>{ content }</div></div> }
        })
    };
    let before = addon(&props.slots.addon_before, &text.addon_before, "before");
    let after = addon(&props.slots.addon_after, &text.addon_after, "after");
    let placeholder = env.placeholder(common, required);
    let floating = env
        .floating(text.floating.as_ref(), common, required)
        .filter(|_| !handle.empty());
    let floating_class = layout_class(&look.layout, "floating");
    let busy = handle.busy() || text.loading;
    // The spinner shows what `is_loading()` answers (core's one decision: `loading`, or a
    // server rule pending).
    let loader = handle
        .is_loading()
        .then(|| crate::html::class_attr(own, "", &[("loader", true)]));
    // A translatable element shows (and edits) the current language's value.
    let value = handle.value();
    // A translatable field holds the current language's text: `lang` says which.
    let lang = text
        .kind
        .is_multilingual()
        .then(|| AttrValue::from(handle.language()));
    let value = if text.kind.is_multilingual() {
        super::element::super_value_text(value.get(handle.language()).unwrap_or(&Value::Null))
    } else {
        super::element::super_value_text(&value)
    };
    let name = AttrValue::from(handle.path().to_owned());
    let aria_required = required.then_some("true");
    let autocomplete = text.autocomplete.clone().map(AttrValue::from);
    // Core decides `readonly` (a boolean, conditions, a function); a computed value
    // (`expression`) is shown, not typed (docs/differences.md).
    let readonly = handle.is_readonly();

    // `autogrow` sizes the textarea by its content (`field-sizing: content`), under which
    // `rows` no longer sizes it: the themes' CSS starts it `rows` lines high from this
    // custom property (`min-block-size: calc(var(--yf-rows) * 1lh + …)`, docs/dom.md).
    let autogrow_rows = (text.kind.is_area() && text.autogrow)
        .then(|| AttrValue::from(format!("--yf-rows:{}", text.rows)));
    let control = if text.kind.is_area() {
        html! {
            <textarea
                id={frame.id.clone()}
                {name}
                lang={lang.clone()}
                class={input_class}
                rows={text.rows.to_string()}
                data-autogrow={text.autogrow.then_some("true")}
                style={autogrow_rows}
                {placeholder}
                disabled={disabled}
                readonly={readonly}
                {value}
                aria-labelledby={frame.labelled_by.clone()}
                aria-label={frame.label_name.clone()}
                aria-describedby={frame.described_by.clone()}
                aria-invalid={flag(invalid)}
                aria-errormessage={frame.error_message.clone()}
                aria-disabled={flag(disabled)}
                aria-busy={flag(busy)}
                aria-required={aria_required}
                oninput={handlers.input.clone()}
                onfocus={handlers.focus.clone()}
                onblur={handlers.blur.clone()}
                onkeydown={handlers.keydown.clone()}
                onkeyup={handlers.keyup.clone()}
                onkeypress={handlers.keypress.clone()}
            />
        }
    } else {
        html! {
            <input
                type={AttrValue::from(text.input_type.clone())}
                id={frame.id.clone()}
                {name}
                {lang}
                class={input_class}
                {placeholder}
                {autocomplete}
                disabled={disabled}
                readonly={readonly}
                {value}
                aria-labelledby={frame.labelled_by.clone()}
                aria-label={frame.label_name.clone()}
                aria-describedby={frame.described_by.clone()}
                aria-invalid={flag(invalid)}
                aria-errormessage={frame.error_message.clone()}
                aria-disabled={flag(disabled)}
                aria-busy={flag(busy)}
                aria-required={aria_required}
                oninput={handlers.input.clone()}
                onfocus={handlers.focus.clone()}
                onblur={handlers.blur.clone()}
                onkeydown={handlers.keydown.clone()}
                onkeyup={handlers.keyup.clone()}
                onkeypress={handlers.keypress.clone()}
            />
        }
    };
    let control = crate::select::attrs::with_attrs(control, &text.attrs);
    let field = html! {
        <div class={group}>
            { for before }
            if let Some(floating) = floating {
                <span class={(!floating_class.is_empty()).then(|| floating_class.clone())} aria-hidden="true">
                    { floating }
                </span>
            }
            { control }
            if let Some(loader) = loader {
                <span class={loader} aria-hidden="true"></span>
            }
            { for after }
        </div>
    };
    frame.view_inline(&layout, field)
}

/// The view's event handlers, made once per element.
struct Handlers {
    input: Callback<InputEvent>,
    focus: Callback<FocusEvent>,
    blur: Callback<FocusEvent>,
    keydown: Callback<KeyboardEvent>,
    keyup: Callback<KeyboardEvent>,
    keypress: Callback<KeyboardEvent>,
}

impl Handlers {
    fn new(handle: &ElementHandle, kind: TextKind, focused: UseStateSetter<bool>) -> Self {
        let input = {
            let handle = handle.clone();
            Callback::from(move |event: InputEvent| {
                let value = match kind {
                    TextKind::Textarea | TextKind::TTextarea => event
                        .target_dyn_into::<web_sys::HtmlTextAreaElement>()
                        .map(|t| t.value()),
                    _ => event
                        .target_dyn_into::<web_sys::HtmlInputElement>()
                        .map(|t| t.value()),
                };
                if let Some(value) = value {
                    let _ = handle.user_input(Value::String(value));
                }
            })
        };
        let focused_setter = focused;
        let focus_event = |focused: bool| {
            let handle = handle.clone();
            let set = focused_setter.clone();
            Callback::from(move |_: FocusEvent| {
                set.set(focused);
                handle.form().set_focused(handle.path(), focused);
                handle.fire(if focused { "focus" } else { "blur" }, EventArgs::None);
            })
        };
        let key = |name: &'static str| {
            let handle = handle.clone();
            Callback::from(move |event: KeyboardEvent| {
                handle.fire(name, EventArgs::Keyboard(event));
            })
        };
        Self {
            input,
            focus: focus_event(true),
            blur: focus_event(false),
            keydown: key("keydown"),
            keyup: key("keyup"),
            keypress: key("keypress"),
        }
    }
}

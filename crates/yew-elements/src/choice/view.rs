//! The choice elements' view: the field inside the frame, by kind.
//!
//! - checkbox / radio: `<label class=wrapper><input type=checkbox|radio …><span class=text>`;
//! - toggle: a `<button type="button" role="switch" aria-checked>` (the WAI-ARIA APG switch
//!   pattern: a click, Space or Enter toggles it), its on/off label inside, hidden from
//!   assistive technology (the name must not change with the state), and its `text` as a
//!   `<label for>`;
//! - checkbox group / radio group: a `<fieldset>` named by the frame's label
//!   (`aria-labelledby`; `role="radiogroup"` for radios) holding one native input per item,
//!   all with the element's `name`.
//!
//! Every input carries the frame's ARIA (`aria-describedby`, `aria-invalid`,
//! `aria-errormessage`). The view only renders and forwards input to core
//! (`ElementHandle::user_input`); core decides the value, validation and events.

use std::rc::Rc;

use yew::prelude::*;
use yewform_core::Value;
use yewform_core::classes::ComputedClasses;
use yewform_core::element::DisabledItems;
use yewform_core::items::{Opt, group_toggle, item_description_in};
use yewform_core::schema::{Choice, ChoiceAlign, ChoiceKind, ChoiceView as GroupView};

use super::{ChoiceRef, ChoiceSlots, ItemScope};
use crate::by_ptr::ByPtr;
use crate::form::ElementHandle;
use crate::layout::classes::{ElementLook, element_look_of};
use crate::layout::element_layout::use_layout_state;
use crate::layout::frame::{FrameParts, ViewEnv};

/// Props of [`ChoiceView`].
#[derive(Properties, PartialEq)]
pub(super) struct ChoiceViewProps {
    pub handle: ElementHandle,
    pub schema: ChoiceRef,
    /// The `<Form>`'s `disabled`: a prop so the view re-renders when it changes.
    pub form_disabled: bool,
    /// The render props, completed with the slots the schema names.
    pub slots: ChoiceSlots,
}

/// The ARIA a field's inputs share, from the frame.
#[derive(Clone)]
struct Aria {
    described_by: Option<AttrValue>,
    invalid: &'static str,
    error_message: Option<AttrValue>,
    required: Option<&'static str>,
}

#[component]
pub(super) fn ChoiceView(props: &ChoiceViewProps) -> Html {
    let handle = &props.handle;
    let schema = &props.schema;
    let common = &schema.common;
    // Re-renders when a change reaches the element (or the whole form).
    crate::hooks::use_view_subscription(handle);
    let env = ViewEnv::read(handle);
    let frame = FrameParts::read(handle, common, &props.slots.layout, &env);
    // A group's field is its `<fieldset>`, which a `<label for>` cannot name: the label
    // names it through `aria-labelledby` and carries no `for`.
    let frame = match schema.kind {
        ChoiceKind::Checkboxgroup | ChoiceKind::Radiogroup => frame.label_naming_by_aria(false),
        _ => frame,
    };
    let look = {
        let form = handle.form().clone();
        let path = handle.path().to_owned();
        use_memo(
            (schema.clone(), frame.has_label, ByPtr(form.theme())),
            move |(schema, has_label, theme)| {
                form.read(|s| {
                    element_look_of(
                        theme,
                        s,
                        &path,
                        schema.kind.type_name(),
                        &schema.common,
                        *has_label,
                        false,
                    )
                })
            },
        )
    };
    let layout = use_layout_state(look.as_ref().as_ref().map(|l| &l.layout), frame.id.clone());
    let look_rc = look.clone();
    let Some(look) = look.as_ref().as_ref() else {
        return Html::default();
    };
    let aria = Aria {
        described_by: frame.described_by.clone(),
        invalid: if frame.invalid { "true" } else { "false" },
        error_message: frame.error_message.clone(),
        required: frame.required.then_some("true"),
    };
    let ctx = Ctx {
        handle,
        schema,
        look,
        env: &env,
        id: frame.id.clone(),
        labelled_by: frame.labelled_by.clone(),
        item_name: frame.label_name.clone(),
        aria,
        invalid: frame.invalid,
        disabled: handle.is_disabled(),
        busy: false,
        value: handle.value(),
        disabled_items: DisabledItems::default(),
        slots: &props.slots,
    };
    // Without a label box core names the field (its generic name, "Days", an unlabelled
    // list item's "Days 2"): a group's fieldset (a `<label for>` cannot name it), an input
    // without a text.
    let item_name = frame.label_name.clone();
    let field = match schema.kind {
        ChoiceKind::Checkbox | ChoiceKind::Radio => ctx.single(),
        ChoiceKind::Toggle => ctx.toggle(),
        ChoiceKind::Checkboxgroup | ChoiceKind::Radiogroup => html! {
            <GroupField handle={handle.clone()} schema={schema.clone()} look={look_rc.clone()}
                id={frame.id.clone()} labelled_by={frame.labelled_by.clone()}
                item_name={item_name}
                described_by={frame.described_by.clone()} error_message={frame.error_message.clone()}
                invalid={frame.invalid} locale={env.locale.clone()} fallback={env.fallback.clone()}
                value={ctx.value.clone()} disabled={ctx.disabled} required={frame.required}
                disabled_items={handle.disabled_items()}
                slots={props.slots.clone()} />
        },
    };
    frame.view_inline(&layout, field)
}

/// What one render of the view reads.
struct Ctx<'a> {
    handle: &'a ElementHandle,
    schema: &'a ChoiceRef,
    look: &'a ElementLook,
    env: &'a ViewEnv,
    id: AttrValue,
    labelled_by: Option<AttrValue>,
    /// The field's `aria-label` without a label box (core's `unlabelled_name`; a group's
    /// `GroupFieldProps::item_name`); a checkbox, radio or toggle takes it only when it
    /// renders no text.
    item_name: Option<AttrValue>,
    aria: Aria,
    invalid: bool,
    disabled: bool,
    /// A group's items load (`aria-busy="true"` on its fieldset).
    busy: bool,
    value: Value,
    /// A group's items disabled or enabled at runtime (empty for the other kinds).
    disabled_items: DisabledItems,
    slots: &'a ChoiceSlots,
}

/// The `class` attribute of the keys of `own` that are on (each class once).
fn classes(own: &ComputedClasses, keys: &[(&str, bool)]) -> Option<AttrValue> {
    crate::html::class_attr(own, "", keys).map(AttrValue::from)
}

/// The text a value carries in a `value` attribute (never read back): a number as
/// JavaScript prints it (`1`, not `1.0`: `items::number_text`).
fn value_text(value: &Value) -> AttrValue {
    AttrValue::from(match value {
        Value::Null => String::new(),
        Value::String(s) => s.clone(),
        Value::Number(n) => yewform_core::items::number_text(n),
        other => yewform_core::json_text::json_text(other),
    })
}

impl Ctx<'_> {
    /// Marks the element focused (`true`) or not in core, so `focused()` follows its field
    /// (an input, the switch, any of a group's inputs).
    fn focus(&self, focused: bool) -> Callback<FocusEvent> {
        let handle = self.handle.clone();
        Callback::from(move |_: FocusEvent| handle.form().set_focused(handle.path(), focused))
    }

    fn own(&self) -> &ComputedClasses {
        &self.look.own
    }

    fn size_key(&self, prefix: &str) -> String {
        [prefix, self.look.size.as_str()].concat()
    }

    /// The text beside a checkbox, radio or toggle: its `text`, else the `default` slot.
    fn text(&self) -> Option<Html> {
        let text = self
            .schema
            .text
            .as_ref()
            .map(|t| t.resolve(&self.env.locale, &self.env.fallback))
            .filter(|t| !t.is_empty());
        match (text, &self.slots.default) {
            (Some(text), _) => Some(crate::html::rich(&text)),
            (None, Some(slot)) => Some(slot.emit(self.handle.clone())),
            (None, None) => None,
        }
    }

    /// A checkbox or a radio: the input with its text as its label.
    fn single(&self) -> Html {
        let schema = self.schema;
        let radio = schema.kind == ChoiceKind::Radio;
        let checked = schema.is_checked(&self.value);
        let on_value = if radio {
            schema.radio_value.clone()
        } else {
            schema.true_value.clone()
        };
        let right = schema.align == Some(ChoiceAlign::Right);
        let size = self.size_key("input_");
        let input_class = classes(
            self.own(),
            &[
                ("input", true),
                ("input_enabled", !self.disabled),
                ("input_disabled", self.disabled),
                ("input_danger", self.invalid),
                ("input_standalone", schema.standalone),
                (&size, true),
            ],
        );
        let wrapper = classes(self.own(), &[("wrapper", true), ("wrapper_right", right)]);
        let text_class = classes(self.own(), &[("text", true)]);
        let name = match (&schema.radio_name, radio) {
            (Some(name), true) => AttrValue::from(name.clone()),
            _ => AttrValue::from(self.handle.path().to_owned()),
        };
        let onchange = {
            let handle = self.handle.clone();
            let schema = schema.clone();
            Callback::from(move |event: Event| {
                let Some(input) = event.target_dyn_into::<web_sys::HtmlInputElement>() else {
                    return;
                };
                let checked = input.checked();
                if schema.kind == ChoiceKind::Radio {
                    // Core sets the other radios of its `radioName` to `null` in the same
                    // outcome (`FormState::set_value`).
                    if checked {
                        let _ = handle.user_input(schema.radio_value.clone());
                    }
                } else {
                    let value = if checked {
                        schema.true_value.clone()
                    } else {
                        schema.false_value.clone()
                    };
                    let _ = handle.user_input(value);
                }
            })
        };
        let text = self.text();
        // Without a text the frame's `<label for>` names the input, else core's name.
        let aria_label = self.item_name.clone().filter(|_| text.is_none());
        let input_type = if radio { "radio" } else { "checkbox" };
        html! {
            <label class={wrapper}>
                <input type={input_type} id={self.id.clone()} {name} class={input_class}
                    value={value_text(&on_value)} {checked} disabled={self.disabled}
                    aria-label={aria_label}
                    aria-describedby={self.aria.described_by.clone()}
                    aria-invalid={self.aria.invalid}
                    aria-errormessage={self.aria.error_message.clone()}
                    aria-required={self.aria.required}
                    onfocus={self.focus(true)} onblur={self.focus(false)}
                    {onchange} />
                if let Some(text) = text {
                    <span class={text_class}>{ text }</span>
                }
            </label>
        }
    }

    /// A toggle: the WAI-ARIA switch as a native button.
    fn toggle(&self) -> Html {
        let schema = self.schema;
        let on = schema.is_checked(&self.value);
        let size = self.size_key("toggle.");
        let toggle_class = classes(
            self.own(),
            &[
                ("toggle.container", true),
                ("toggle.on", on),
                ("toggle.off", !on),
                ("toggle.disabled", self.disabled),
                ("toggle.danger", self.invalid),
                (&size, true),
            ],
        );
        let label = if on {
            schema.labels.on.as_ref()
        } else {
            schema.labels.off.as_ref()
        }
        .map(|l| l.resolve(&self.env.locale, &self.env.fallback));
        let right = schema.align == Some(ChoiceAlign::Right);
        let wrapper = classes(self.own(), &[("wrapper", true), ("wrapper_right", right)]);
        let onclick = {
            let handle = self.handle.clone();
            let schema = schema.clone();
            Callback::from(move |_: MouseEvent| {
                let now_on = schema.is_checked(&handle.value());
                let next = if now_on {
                    schema.false_value.clone()
                } else {
                    schema.true_value.clone()
                };
                let _ = handle.user_input(next);
            })
        };
        let text = self.text().filter(|_| !schema.standalone);
        // A standalone toggle hides its text: the text (as plain text) still names the
        // switch, as the reference's checkbox-style `aria-label` does.
        let aria_label = schema
            .standalone
            .then(|| schema.text.as_ref())
            .flatten()
            .map(|t| {
                let text = t.resolve(&self.env.locale, &self.env.fallback);
                yewform_core::sanitize::text_content(&text)
                    .trim()
                    .to_owned()
            })
            .filter(|t| !t.is_empty())
            .map(AttrValue::from)
            // Without a text or a label box: core's name.
            .or_else(|| self.item_name.clone().filter(|_| text.is_none()));
        // What a native post (without wasm, before hydration) sends: `trueValue` under the
        // element's name while on, nothing while off or disabled (as a checkbox).
        let name = AttrValue::from(self.handle.path().to_owned());
        html! {
            <div class={wrapper}>
                if on {
                    <input type="hidden" {name} value={value_text(&schema.true_value)}
                        disabled={self.disabled} />
                }
                <button type="button" role="switch" id={self.id.clone()} class={toggle_class}
                    onfocus={self.focus(true)} onblur={self.focus(false)}
                    aria-checked={if on { "true" } else { "false" }}
                    aria-label={aria_label}
                    disabled={self.disabled}
                    aria-describedby={self.aria.described_by.clone()}
                    aria-invalid={self.aria.invalid}
                    aria-errormessage={self.aria.error_message.clone()}
                    aria-required={self.aria.required}
                    {onclick}>
                    <span class={classes(self.own(), &[("toggle.handle", true)])} aria-hidden="true"></span>
                    if let Some(label) = label {
                        <span class={classes(self.own(), &[("toggle.label", true)])} aria-hidden="true">{ label }</span>
                    }
                </button>
                if let Some(text) = text {
                    <label for={self.id.clone()} class={classes(self.own(), &[("text", true)])}>{ text }</label>
                }
            </div>
        }
    }

    /// A checkbox or radio group: a fieldset of native inputs.
    fn group(&self, items: &Rc<Vec<Opt>>) -> Html {
        let items = items.clone();
        let schema = self.schema;
        let radio = schema.kind == ChoiceKind::Radiogroup;
        let view = schema.view();
        let wrapper = classes(
            self.own(),
            &[
                ("wrapper", true),
                ("wrapper_tabs", view == GroupView::Tabs),
                ("wrapper_blocks", view == GroupView::Blocks),
            ],
        );
        let name = AttrValue::from(self.handle.path().to_owned());
        let rows: Vec<Html> = items
            .iter()
            .enumerate()
            .map(|(i, opt)| self.item(i, opt, &items, &name, radio, view))
            .collect();
        // The tabs view of a checkbox group: the arrow keys move the focus along the tabs
        // (a radio group's native radios already move focus and selection with them).
        let onkeydown = (!radio && view == GroupView::Tabs).then(|| Callback::from(tab_arrows));
        // A required checkbox group: `aria-required` is not allowed on a group and the
        // label's `*` is `aria-hidden`, so a visually hidden, localized "required" joins the
        // fieldset's name (its description when no label box names it) (audit6-a11y #8).
        // It follows the fieldset: inside it, it would be the tabs' first child and break
        // the frameworks' `:first-child` / `+ .btn` button-group rules. It is `hidden`, so
        // browse mode reads no stray "required" after the group (`aria-labelledby` and
        // `aria-describedby` read a hidden node's text all the same).
        // The span is rendered for every checkbox group and named by the fieldset only
        // while required: a conditional `required` rule reading today can answer differently
        // on the server (UTC) and in the browser, and a node on one side only makes
        // hydration panic.
        let hint = (!radio).then(|| {
            let id = AttrValue::from(crate::ids::part_id(&self.id, "required"));
            let text = yewform_core::locale::translate(
                &self.env.locale,
                &self.env.fallback,
                "checkboxgroup.required",
            )
            .unwrap_or("required");
            (id, text)
        });
        let hint_id = hint
            .as_ref()
            .filter(|_| self.aria.required.is_some())
            .map(|(id, _)| id.clone());
        let labelled_by = match (&self.labelled_by, &hint_id) {
            (Some(label), Some(hint)) => Some(AttrValue::from(format!("{label} {hint}"))),
            (label, _) => label.clone(),
        };
        let described_by = hint_id.filter(|_| self.labelled_by.is_none());
        html! {
            <>
            <fieldset id={self.id.clone()} class={wrapper}
                role={radio.then_some("radiogroup")}
                aria-required={self.aria.required.filter(|_| radio)}
                aria-labelledby={labelled_by}
                aria-label={self.item_name.clone()}
                aria-describedby={described_by}
                aria-busy={self.busy.then_some("true")}
                onfocusin={self.focus(true)} onfocusout={self.focus(false)}
                {onkeydown}>
                { for rows }
            </fieldset>
            if let Some((id, text)) = hint {
                <span {id} class={classes(self.own(), &[("required", true)])} hidden=true>{ text }</span>
            }
            </>
        }
    }

    fn item(
        &self,
        i: usize,
        opt: &Opt,
        items: &Rc<Vec<Opt>>,
        name: &AttrValue,
        radio: bool,
        view: GroupView,
    ) -> Html {
        let schema = self.schema;
        let value = opt.value.to_value();
        let checked = if radio {
            opt.value.loosely_matches(&self.value)
        } else {
            self.value
                .as_array()
                .is_some_and(|list| list.iter().any(|v| opt.value.loosely_matches(v)))
        };
        let disabled =
            self.disabled || opt.disabled || self.disabled_items.is_disabled(&value, schema);
        let tabs = view == GroupView::Tabs;
        let blocks = view == GroupView::Blocks;
        let container = classes(
            self.own(),
            &[
                ("item.container", true),
                ("item.container_tabs", tabs),
                ("item.container_blocks", blocks),
                ("item.container_selected", checked),
                ("item.container_disabled", disabled),
            ],
        );
        let input_class = classes(
            self.own(),
            &[
                ("item.input", true),
                ("item.input_tabs", tabs),
                ("item.input_blocks", blocks),
                ("item.input_danger", self.invalid),
            ],
        );
        let onchange = {
            let handle = self.handle.clone();
            let items = items.clone();
            let value = value.clone();
            Callback::from(move |event: Event| {
                let Some(input) = event.target_dyn_into::<web_sys::HtmlInputElement>() else {
                    return;
                };
                let next = if radio {
                    value.clone()
                } else {
                    group_toggle(&items, &handle.value(), &value, input.checked())
                };
                let _ = handle.user_input(next);
            })
        };
        let label = crate::html::rich(&opt.label);
        let text = classes(self.own(), &[("item.text", true)]);
        let body = if blocks {
            let description = item_description_in(opt, &self.env.locale, &self.env.fallback);
            html! {
                <span class={classes(self.own(), &[("item.text_wrapper", true)])}>
                    <span class={text}>{ label }</span>
                    if let Some(description) = description {
                        <span class={classes(self.own(), &[("item.description", true)])}>
                            { crate::html::rich(&description) }
                        </span>
                    }
                </span>
            }
        } else {
            html! { <span class={text}>{ label }</span> }
        };
        let id = AttrValue::from(yewform_core::layout::FrameShows::item_id(&self.id, i));
        // The `checkbox` / `radio` slot replaces the item's content; the input stays.
        let body = match &self.slots.item {
            Some(slot) => slot.emit(ItemScope {
                el: self.handle.clone(),
                item: opt.as_object("value", "label"),
                value: value.clone(),
                index: i,
                checked,
                disabled,
                id: id.clone(),
                name: name.clone(),
            }),
            None => body,
        };
        let input_type = if radio { "radio" } else { "checkbox" };
        html! {
            <label class={container}>
                <input type={input_type} {id} name={name.clone()}
                    class={input_class} value={value_text(&value)} {checked} {disabled}
                    aria-describedby={self.aria.described_by.clone()}
                    aria-invalid={self.aria.invalid}
                    aria-errormessage={self.aria.error_message.clone()}
                    {onchange} />
                { body }
            </label>
        }
    }
}

/// A key on a checkbox of the tabs view (the fieldset's `keydown`): Right/Down focus the next
/// enabled checkbox, Left/Up the previous (both wrap around), Home/End the first/last, as
/// in the WAI-ARIA APG toolbar pattern (each checkbox stays a Tab stop, as the APG checkbox
/// pattern has it; Space toggles it natively). Other keys, and keys with a modifier, keep
/// their browser meaning.
fn tab_arrows(event: KeyboardEvent) {
    use wasm_bindgen::JsCast;
    // The toolbar's keys (`html::toolbar_target`): any other key, or one with a modifier, is
    // left alone before the DOM is read.
    if crate::html::toolbar_target(&event, 0, 1).is_none() {
        return;
    }
    let Some(from) = event
        .target()
        .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
    else {
        return;
    };
    // The key's own group: the fieldset around its target, not `current_target` (Yew
    // delegates events to its root, so that is the whole app).
    let Some(fieldset) = from.closest("fieldset").ok().flatten() else {
        return;
    };
    let Ok(list) = fieldset.query_selector_all("input[type=checkbox]:not(:disabled)") else {
        return;
    };
    let inputs: Vec<web_sys::HtmlInputElement> = (0..list.length())
        .filter_map(|i| list.item(i))
        .filter_map(|node| node.dyn_into::<web_sys::HtmlInputElement>().ok())
        .collect();
    let Some(at) = inputs.iter().position(|input| *input == from) else {
        return;
    };
    let Some(next) = crate::html::toolbar_target(&event, at, inputs.len()) else {
        return;
    };
    event.prevent_default();
    if let Some(input) = inputs.get(next) {
        let _ = input.focus();
    }
}

/// Props of [`GroupField`]: what the frame decided, for the fieldset.
#[derive(Properties, PartialEq)]
struct GroupFieldProps {
    handle: ElementHandle,
    schema: ChoiceRef,
    look: Rc<Option<ElementLook>>,
    id: AttrValue,
    labelled_by: Option<AttrValue>,
    /// `aria-label` without a label box: core's generic name ("Days", an unlabelled list
    /// item's "Days 2").
    item_name: Option<AttrValue>,
    described_by: Option<AttrValue>,
    error_message: Option<AttrValue>,
    invalid: bool,
    locale: String,
    fallback: String,
    /// The element's value and disabled state: props, so the fieldset re-renders with them.
    value: Value,
    disabled: bool,
    /// The items disabled or enabled at runtime: a prop, so the fieldset re-renders with them.
    disabled_items: DisabledItems,
    /// The element is required (`aria-required` on a radio group's fieldset).
    required: bool,
    /// The render props (the item slot).
    slots: ChoiceSlots,
}

/// A group's fieldset, with its items from a list, an endpoint or an items function through
/// the select's item loader (`use_async_items`: core's `items::Loader`), so `{path}`
/// variables, `clearOnRefetch`, `update_items()` and failures behave as for the select,
/// except that a value no item holds stays until the answer of a `{path}` refetch or
/// `update_items()` drops it, compared loosely (`ChoiceSchema::loader_select`).
#[component]
fn GroupField(props: &GroupFieldProps) -> Html {
    let handle = &props.handle;
    // Subscribed to the element's slice, as every view: the fieldset re-renders with every
    // change that reaches the element, so its items loader sees each `update_items()` and
    // each change of a `{path}` variable of its URL (neither changes a prop).
    crate::hooks::use_view_subscription(handle);
    let schema = &props.schema;
    // The loader reads a select's options: the group's (core's `loader_select`).
    let select = use_memo(schema.clone(), |schema| {
        let select = schema.loader_select();
        crate::select::SelectRef::new(std::sync::Arc::new(
            yewform_core::schema::ElementSchema::Select(select),
        ))
    });
    let items_fn = handle
        .form()
        .read(|s| {
            s.functions().inline_or_registered::<crate::hooks::ItemsFn>(
                yewform_core::schema::FunctionKind::Items,
                None,
                schema.items_fn.as_deref(),
            )
        })
        .flatten();
    let Some(select) = (*select).clone() else {
        return Html::default();
    };
    let loaded = crate::hooks::use_async_items(
        handle,
        &select,
        items_fn,
        &props.locale,
        &props.fallback,
        None,
    );
    let items = use_memo(crate::by_ptr::ByArc(loaded.items.clone()), |store| {
        (0..store.0.len())
            .filter_map(|i| store.0.opt(i))
            .collect::<Vec<Opt>>()
    });
    let Some(look) = props.look.as_ref().as_ref() else {
        return Html::default();
    };
    let env = ViewEnv {
        locale: props.locale.clone(),
        fallback: props.fallback.clone(),
        ..ViewEnv::read(handle)
    };
    let ctx = Ctx {
        handle,
        schema,
        look,
        env: &env,
        id: props.id.clone(),
        labelled_by: props.labelled_by.clone(),
        item_name: props.item_name.clone(),
        aria: Aria {
            described_by: props.described_by.clone(),
            invalid: if props.invalid { "true" } else { "false" },
            error_message: props.error_message.clone(),
            required: props.required.then_some("true"),
        },
        invalid: props.invalid,
        // Disabled while loading only when core says so (`update_items(true)`, a `{path}`
        // refetch: `FormState::is_disabled`, in `props.disabled`), as a native select; any
        // other load leaves the inputs enabled (and a focused one focused), the fieldset
        // busy (audit15-a11y #4).
        disabled: props.disabled,
        busy: loaded.loading,
        value: props.value.clone(),
        disabled_items: props.disabled_items.clone(),
        slots: &props.slots,
    };
    ctx.group(&items)
}

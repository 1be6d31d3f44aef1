//! `EditorToolbar`: the 14 tools as real buttons, with localized labels, their active state
//! (`aria-pressed`) and a roving tab stop (one Tab stop for the whole bar; arrow keys, Home
//! and End move between the tools). The buttons are empty: the theme's CSS draws each tool's
//! icon by its `data-tool` (see `yewform-themes`' `css/components.css`).

use std::rc::Rc;

use yew::prelude::*;
use yewform_core::schema::{Choice, EditorTool};

use super::commands::has_state;
use super::editable::flag;

/// Props of [`EditorToolbar`].
#[derive(Properties, PartialEq)]
pub struct EditorToolbarProps {
    /// Label of each tool, in [`EditorTool::ALL`] order.
    pub labels: Rc<Vec<String>>,
    /// Hidden tools (`hideTools`).
    pub hidden: Rc<Vec<EditorTool>>,
    /// Tools active at the selection.
    pub active: Rc<Vec<EditorTool>>,
    /// Disables every tool.
    pub disabled: bool,
    /// The tool bar's accessible name.
    pub label: AttrValue,
    /// The id of the editing surface the tools act on.
    pub controls: AttrValue,
    /// Classes: `toolbar`, `tool`, `tool_active`, `tool_hidden`.
    pub classes: Rc<Vec<(&'static str, String)>>,
    /// A tool was chosen.
    pub on_tool: Callback<EditorTool>,
}

/// The tool bar of the editor.
#[component]
pub fn EditorToolbar(props: &EditorToolbarProps) -> Html {
    let state = use_toolbar_state();
    toolbar_view(props, &state)
}

/// The tool bar's own state: the roving tab stop and the buttons' nodes.
pub(super) struct ToolbarState {
    /// The tab stop's position among the visible tools.
    pub current: usize,
    /// Moves the tab stop.
    pub set_current: Callback<usize>,
    /// The buttons' nodes, in [`EditorTool::ALL`] order.
    pub refs: Rc<Vec<NodeRef>>,
}

/// A node per tool, for [`ToolbarState::refs`].
pub(super) fn tool_refs() -> Rc<Vec<NodeRef>> {
    Rc::new(EditorTool::ALL.iter().map(|_| NodeRef::default()).collect())
}

/// The state of a tool bar rendered by [`toolbar_view`] (the editor renders its tool bar
/// with a function, not as an [`EditorToolbar`] component: one component type less in the
/// bundle).
#[hook]
fn use_toolbar_state() -> ToolbarState {
    let current = use_state_eq(|| 0usize);
    let refs = use_memo((), |_| tool_refs());
    ToolbarState {
        current: *current,
        set_current: Callback::from(move |position| current.set(position)),
        refs: (*refs).clone(),
    }
}

/// The tool bar of `props`, with its `state`.
pub(super) fn toolbar_view(props: &EditorToolbarProps, state: &ToolbarState) -> Html {
    let (current, refs) = (&state.set_current, &state.refs);
    let class = |key: &str| -> String {
        props
            .classes
            .iter()
            .find(|(k, _)| *k == key)
            .map(|(_, v)| v.clone())
            .unwrap_or_default()
    };
    let mut visible: Vec<EditorTool> = Vec::new();
    for tool in EditorTool::ALL {
        if !props.hidden.contains(tool) {
            visible.push(*tool);
        }
    }
    let stop = visible.get(state.current).or(visible.first()).copied();

    let buttons = EditorTool::ALL.iter().enumerate().map(|(index, &tool)| {
        let hidden = props.hidden.contains(&tool);
        let active = props.active.contains(&tool);
        let label = props
            .labels
            .get(index)
            .cloned()
            .unwrap_or_else(|| tool.as_str().to_string());
        let onmousedown = Callback::from(|event: MouseEvent| event.prevent_default());
        let onclick = {
            let on_tool = props.on_tool.clone();
            let current = current.clone();
            let visible = visible.clone();
            Callback::from(move |_: MouseEvent| {
                if let Some(position) = visible.iter().position(|t| *t == tool) {
                    current.emit(position);
                }
                on_tool.emit(tool);
            })
        };
        let onkeydown = {
            let visible = visible.clone();
            let current = current.clone();
            let refs = refs.clone();
            Callback::from(move |event: KeyboardEvent| {
                let here = visible.iter().position(|t| *t == tool).unwrap_or(0);
                // A key with a modifier is the browser's (Alt+ArrowLeft goes back).
                let Some(target) = crate::html::toolbar_target(&event, here, visible.len()) else {
                    return;
                };
                event.prevent_default();
                current.emit(target);
                let index = visible
                    .get(target)
                    .and_then(|t| EditorTool::ALL.iter().position(|a| a == t));
                if let Some(button) = index
                    .and_then(|i| refs.get(i))
                    .and_then(|r| r.cast::<web_sys::HtmlElement>())
                {
                    let _ = button.focus();
                }
            })
        };
        let mut class_list = String::new();
        for (key, on) in [
            ("tool", true),
            ("tool_active", active),
            ("tool_hidden", hidden),
        ] {
            if on {
                crate::html::push_classes(&mut class_list, &class(key));
            }
        }
        let class = (!class_list.is_empty()).then_some(class_list);
        let node_ref = refs.get(index).cloned().unwrap_or_default();
        // No child: the theme CSS draws the tool's icon (`[data-tool]::before`, a mask over
        // `currentColor`; no DOM node per icon, issue 29 item 4); the label is the button's
        // accessible name, and the button shows no text that could differ from it.
        html! {
            <button type="button" {class} ref={node_ref} data-tool={tool.as_str()}
                aria-label={label.clone()} title={label}
                aria-pressed={has_state(tool).then(|| flag(active))}
                hidden={hidden} disabled={props.disabled}
                tabindex={if stop == Some(tool) { "0" } else { "-1" }}
                {onmousedown} {onclick} {onkeydown}></button>
        }
    });
    html! {
        <div class={class("toolbar")} role="toolbar" aria-label={props.label.clone()}
            aria-controls={props.controls.clone()}>
            { for buttons }
        </div>
    }
}

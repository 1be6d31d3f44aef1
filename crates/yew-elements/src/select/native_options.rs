//! The `<option>`s of the native select, in a component of their own.

use yew::prelude::*;
use yewform_core::items::OptionStore;

use super::look::{list, value_attr};
use crate::by_ptr::ByArc;

#[derive(Properties, PartialEq)]
pub(super) struct NativeOptionsProps {
    /// The options (the select's store, read option by option), compared by identity.
    pub items: ByArc<OptionStore>,
    /// The flat index of the selected option.
    pub selected: Option<usize>,
}

/// The `<option>` list of a native select: its own component, so that a re-render of the
/// select for anything but its options or selection (an error after `validate()`, a
/// disabled state) neither rebuilds nor diffs the options.
#[component]
pub(super) fn NativeOptions(props: &NativeOptionsProps) -> Html {
    render_options(&props.items, props.selected)
}

fn render_options(items: &OptionStore, selected: Option<usize>) -> Html {
    let option = |index: usize| {
        let value = items.value(index).map(|v| value_attr(&v.to_value()));
        html! {
            <option value={value.unwrap_or_default()} selected={selected == Some(index)} disabled={items.is_disabled(index)}>
                { items.label(index).unwrap_or_default().to_owned() }
            </option>
        }
    };
    let mut nodes = Vec::new();
    if !items.is_grouped() {
        for index in 0..items.len() {
            nodes.push(option(index));
        }
        return list(nodes);
    }
    let mut start = 0;
    for g in 0..items.group_count() {
        let Some(group) = items.group(g) else {
            continue;
        };
        let options = start..start + group.len;
        start = options.end;
        let mut children = Vec::with_capacity(group.len);
        for index in options {
            children.push(option(index));
        }
        nodes.push(html! {
            <optgroup label={group.label.to_owned()} disabled={group.disabled}>
                { list(children) }
            </optgroup>
        });
    }
    list(nodes)
}

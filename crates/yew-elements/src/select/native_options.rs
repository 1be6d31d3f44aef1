//! The `<option>`s of the native select, in a component of their own.

use yew::prelude::*;
use yewform_core::items::OptionStore;

use super::look::value_attr;
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
    if !items.is_grouped() {
        return (0..items.len()).map(option).collect();
    }
    let mut start = 0;
    (0..items.group_count())
        .filter_map(|g| items.group(g))
        .map(|group| {
            let options = start..start + group.len;
            start = options.end;
            html! {
                <optgroup label={group.label.to_owned()} disabled={group.disabled}>
                    { for options.map(option) }
                </optgroup>
            }
        })
        .collect()
}

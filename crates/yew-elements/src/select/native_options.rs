//! The `<option>`s of the native select, in a component of their own.

use yew::prelude::*;
use yewform_core::items::{Items, Opt};

use super::look::value_attr;
use crate::by_ptr::ByPtr;

#[derive(Properties, PartialEq)]
pub(super) struct NativeOptionsProps {
    /// The options, compared by identity.
    pub items: ByPtr<Items>,
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

fn render_options(items: &Items, selected: Option<usize>) -> Html {
    let option = |index: usize, o: &Opt| {
        html! {
            <option value={value_attr(&o.value.to_value())} selected={selected == Some(index)} disabled={o.disabled}>
                { o.label.clone() }
            </option>
        }
    };
    match items {
        Items::Flat(options) => options
            .iter()
            .enumerate()
            .map(|(i, o)| option(i, o))
            .collect(),
        Items::Grouped(groups) => {
            let mut index = 0;
            groups
                .iter()
                .map(|group| {
                    let start = index;
                    index += group.options.len();
                    html! {
                        <optgroup label={group.label.clone()} disabled={group.disabled}>
                            { for group.options.iter().enumerate().map(|(i, o)| option(start + i, o)) }
                        </optgroup>
                    }
                })
                .collect()
        }
    }
}

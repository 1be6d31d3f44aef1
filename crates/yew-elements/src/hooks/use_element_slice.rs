//! `use_element_slice`: a component inside a `<Form>` that shows one element's state
//! re-renders when that element changes, and not when another one does.

use std::cell::RefCell;
use std::rc::Rc;

use yew::prelude::*;

use crate::form::{ElementHandle, FormContext, FormHandle};

/// What [`use_element_slice`] returns: the element's handle and the version the component
/// rendered with.
#[derive(Clone, Debug, PartialEq)]
pub struct ElementSlice {
    /// The element (read its value, errors, … from it).
    pub element: ElementHandle,
    /// The element's [`FormHandle::version`](crate::FormHandle::version) at this render: it
    /// changes whenever a change reaches the element (its own, one its conditions, rules or
    /// endpoint variables read, or a form-wide one).
    pub version: u64,
}

/// Subscribes the calling component to the element at `path` of the enclosing form: it
/// re-renders when a change reaches that element or the whole form, and not when another
/// element changes (the subscription is made in an effect, never in render). `"*"` follows
/// every change of the form. `None` outside a `<Form>`.
///
/// The elements themselves subscribe this way (through `use_element`), so a form of 200
/// selects re-renders one select when one changes. Use it for your own views of form state:
/// a summary line, a live preview, a custom error list.
///
/// ```no_run
/// use yew::prelude::*;
/// use yewform_elements::hooks::use_element_slice;
///
/// #[component]
/// fn CountryEcho() -> Html {
///     match use_element_slice("country") {
///         Some(slice) => html! { <p>{ slice.element.value().to_string() }</p> },
///         None => Html::default(),
///     }
/// }
/// ```
#[hook]
pub fn use_element_slice(path: &str) -> Option<ElementSlice> {
    let context = use_context::<FormContext>();
    let rendered = use_mut_ref(|| 0u64);
    let handle = context.map(|c| c.handle);
    let version = handle.as_ref().map_or(0, |handle| handle.version_of(path));
    *rendered.borrow_mut() = version;
    use_path_subscription(handle.clone(), path, rendered);
    handle.map(|handle| ElementSlice {
        element: handle.el(path),
        version,
    })
}

/// Re-renders the calling element view (the native select, the dropdown, the editor) when a
/// change reaches its element or the whole form: a view re-renders because its path changed,
/// not because of a prop. The element's entry component is subscribed too (through
/// `use_element`); Yew renders a component once per scheduler pass, however many asked.
#[hook]
pub(crate) fn use_view_subscription(element: &ElementHandle) {
    let rendered = use_mut_ref(|| 0u64);
    let form = element.form();
    *rendered.borrow_mut() = form.version(element.path());
    use_path_subscription(Some(form.clone()), element.path(), rendered);
}

/// Re-renders the calling component when a change reaches `path` of `handle` (`"*"`: any
/// change). The subscription is made in an effect, never in render; a change between the
/// render (which saw version `rendered`) and the effect re-renders at once. Shared by
/// [`use_element_slice`] and `use_element`.
#[hook]
pub(crate) fn use_path_subscription(
    handle: Option<FormHandle>,
    path: &str,
    rendered: Rc<RefCell<u64>>,
) {
    let force = use_force_update();
    use_effect_with((handle, path.to_string()), move |(handle, path)| {
        let subscription = handle.as_ref().map(|handle| {
            let key = handle.subscribe(path, Callback::from(move |()| force.force_update()));
            if handle.version_of(path) != *rendered.borrow() {
                handle.changed([path.as_str()]);
            }
            (handle.clone(), key)
        });
        let path = path.clone();
        move || {
            if let Some((handle, key)) = subscription {
                handle.unsubscribe(&path, key);
            }
        }
    });
}

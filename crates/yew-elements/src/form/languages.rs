//! `FormLanguages`: the language switcher of a multilingual form.

use yew::prelude::*;
use yewform_core::classes::ComputedClasses;

use super::FormContext;

/// Buttons for the form's languages (`aria-pressed` marks the selected one) in a
/// `role="toolbar"` (the WAI-ARIA APG toolbar of toggle buttons: a composite widget, so
/// assistive technology passes the arrow keys through). The toolbar is one Tab stop (the
/// selected button); the arrow keys select the next or previous language and move the focus
/// to its button (a roving `tabindex`). Follows the form's changes (`"*"`), so it shows the language selected.
#[component]
pub fn FormLanguages() -> Html {
    let _ = crate::hooks::use_element_slice("*");
    match use_context::<FormContext>() {
        Some(context) => {
            let theme = context.handle.theme();
            let classes = context
                .handle
                .read(|s| crate::layout::classes::component(&theme, s, "Form"))
                .unwrap_or_default();
            languages(&context, &classes)
        }
        None => Html::default(),
    }
}

/// The switcher's markup: the `<Form>` of a multilingual form renders it with this function
/// (not as a `<FormLanguages />` component: one component less in every app's wasm, docs/size.md),
/// with the classes of the form it has computed already.
pub(super) fn languages(context: &FormContext, classes: &ComputedClasses) -> Html {
    let handle = context.handle.clone();
    let (languages, selected, label) = handle
        .read(|s| {
            let label = yewform_core::locale::translate(
                s.locale(),
                &s.config().fallback_locale,
                "languages.label",
            )
            .unwrap_or("Language")
            .to_string();
            (s.languages().to_vec(), s.language().to_string(), label)
        })
        .unwrap_or_default();
    // The languages shared by every button's handlers (no list of codes collected per
    // button, docs/size.md).
    let shared = std::rc::Rc::new(languages);
    let languages = &*shared;
    let any_selected = languages.iter().any(|(code, _)| *code == selected);
    let buttons = languages.iter().enumerate().map(|(index, (code, name))| {
        let pressed = *code == selected;
        let onclick = {
            let handle = handle.clone();
            let codes = shared.clone();
            Callback::from(move |_: MouseEvent| {
                if let Some((code, _)) = codes.get(index) {
                    let _ = handle.set_language(code);
                }
            })
        };
        let onkeydown = {
            let handle = handle.clone();
            let codes = shared.clone();
            Callback::from(move |event: KeyboardEvent| {
                let count = codes.len();
                let target = match event.key().as_str() {
                    "ArrowRight" | "ArrowDown" => (index + 1) % count.max(1),
                    "ArrowLeft" | "ArrowUp" => (index + count.max(1) - 1) % count.max(1),
                    _ => return,
                };
                event.prevent_default();
                if let Some((code, _)) = codes.get(target) {
                    let _ = handle.set_language(code);
                    focus_sibling(&event, target);
                }
            })
        };
        // A roving `tabindex` (WAI-ARIA APG): the group is one Tab stop, the selected
        // button (the first when none is); the arrow keys move within it.
        let tabindex = if pressed || (index == 0 && !any_selected) {
            "0"
        } else {
            "-1"
        };
        // The non-generic helper, not `classes!` (docs/size.md); no attribute when empty.
        let class = crate::html::class_attr(
            classes,
            "",
            &[("language", true), ("language_selected", pressed)],
        );
        html! {
            <button type="button" {class} aria-pressed={if pressed { "true" } else { "false" }} {tabindex} lang={code.clone()}
                    data-language={code.clone()} {onclick} {onkeydown}>
                { name }
            </button>
        }
    });
    html! {
        // `toolbar`, not `group`: the roving `tabindex` and the arrow keys make it a composite
        // widget, which `group` does not announce (audit6-a11y #9).
        <div class={classes.get("languages")} role="toolbar" aria-label={label}>
            { for buttons }
        </div>
    }
}

/// Moves the focus to the group's button at `index` (the one an arrow key selected), so the
/// next key goes on from there (the browser only).
fn focus_sibling(event: &KeyboardEvent, index: usize) {
    #[cfg(target_arch = "wasm32")]
    {
        use wasm_bindgen::JsCast;
        // The key's target (a button, the group's child), not `current_target` (Yew
        // delegates events to its root).
        let button = event
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|b| b.parent_element())
            .and_then(|group| group.query_selector_all("button").ok())
            .and_then(|buttons| buttons.item(u32::try_from(index).ok()?))
            .and_then(|b| b.dyn_into::<web_sys::HtmlElement>().ok());
        if let Some(button) = button {
            let _ = button.focus();
        }
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = (event, index);
}

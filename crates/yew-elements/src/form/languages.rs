//! `FormLanguages`: the language switcher of a multilingual form.

use yew::prelude::*;
use yewform_core::classes::ComputedClasses;

use super::FormContext;

/// Buttons for the form's languages (`aria-pressed` marks the selected one). Arrow keys move
/// between them. Follows the form's changes (`"*"`), so it shows the language selected.
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
            let locale = s.locale().to_string();
            let label = yewform_core::locale::translate(&locale, "en", "languages.label")
                .unwrap_or("Language")
                .to_string();
            (s.languages().to_vec(), s.language().to_string(), label)
        })
        .unwrap_or_default();
    // The languages shared by every button's handlers (no list of codes collected per
    // button, docs/size.md).
    let shared = std::rc::Rc::new(languages);
    let languages = &*shared;
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
                }
            })
        };
        // The non-generic helper, not `classes!` (docs/size.md); no attribute when empty.
        let class = crate::html::class_attr(
            classes,
            "",
            &[("language", true), ("language_selected", pressed)],
        );
        html! {
            <button type="button" {class} aria-pressed={if pressed { "true" } else { "false" }} lang={code.clone()}
                    data-language={code.clone()} {onclick} {onkeydown}>
                { name }
            </button>
        }
    });
    html! {
        <div class={classes.get("languages")} role="group" aria-label={label}>
            { for buttons }
        </div>
    }
}

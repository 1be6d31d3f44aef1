//! `FormLanguages`: the language switcher of a multilingual form.

use yew::prelude::*;
use yewform_core::classes::ComputedClasses;

use super::FormContext;

/// Buttons for the form's languages (`aria-pressed` marks the selected one) in a
/// `role="toolbar"` (the WAI-ARIA APG toolbar of toggle buttons: a composite widget, so
/// assistive technology passes the arrow keys through). The toolbar is one Tab stop (a
/// roving `tabindex`: the selected button, then the one the arrow keys moved the focus to);
/// the arrow keys move the focus to the next or previous button (wrapping around), Home/End
/// to the first/last, without selecting anything; Enter or Space (the native button's click)
/// selects the focused language. Keys with a modifier are left to the browser
/// (Alt+ArrowLeft goes back). Follows the form's changes (`"*"`), so it shows the language
/// selected.
#[component]
pub fn FormLanguages() -> Html {
    let _ = crate::hooks::use_element_slice("*");
    let stop = use_language_stop();
    match use_context::<FormContext>() {
        Some(context) => {
            let theme = context.handle.theme();
            let classes = context
                .handle
                .read(|s| crate::layout::classes::component(&theme, s, "Form"))
                .unwrap_or_default();
            languages(&context, &classes, &stop)
        }
        None => Html::default(),
    }
}

/// The button the arrow keys moved the focus to, as `(its code, the language selected
/// then)`: the toolbar's Tab stop until the selected language changes (then the selected
/// button is again).
pub(super) type LanguageStop = UseStateHandle<Option<(String, String)>>;

/// The switcher's [`LanguageStop`] (the `<Form>` keeps one, `FormLanguages` its own).
#[hook]
pub(super) fn use_language_stop() -> LanguageStop {
    use_state_eq(|| None)
}

/// The switcher's markup: the `<Form>` of a multilingual form renders it with this function
/// (not as a `<FormLanguages />` component: one component less in every app's wasm, docs/size.md),
/// with the classes of the form it has computed already.
pub(super) fn languages(
    context: &FormContext,
    classes: &ComputedClasses,
    stop: &LanguageStop,
) -> Html {
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
    // The Tab stop: the button the arrow keys moved to (while the language they left
    // stays selected), else the selected one, else the first.
    let focused = stop
        .as_ref()
        .filter(|(code, then)| *then == selected && languages.iter().any(|(c, _)| c == code))
        .map(|(code, _)| code.as_str());
    let any_selected = languages.iter().any(|(code, _)| *code == selected);
    let stop_code = focused.or(any_selected.then_some(selected.as_str()));
    let buttons = languages.iter().enumerate().map(|(index, (code, name))| {
        let pressed = *code == selected;
        // A click, Enter or Space selects the language; its button is the Tab stop then.
        let onclick = {
            let handle = handle.clone();
            let codes = shared.clone();
            let stop = stop.clone();
            Callback::from(move |_: MouseEvent| {
                if let Some((code, _)) = codes.get(index) {
                    stop.set(None);
                    let _ = handle.set_language(code);
                }
            })
        };
        // The arrow keys, Home and End move the focus and the Tab stop, and select nothing
        // (the APG toolbar; audit15-a11y #3: each arrow switched the form's language);
        // Enter and Space click the native button.
        let onkeydown = {
            let codes = shared.clone();
            let stop = stop.clone();
            let selected = selected.clone();
            Callback::from(move |event: KeyboardEvent| {
                let Some(target) = crate::html::toolbar_target(&event, index, codes.len()) else {
                    return;
                };
                event.prevent_default();
                if let Some((code, _)) = codes.get(target) {
                    stop.set(Some((code.clone(), selected.clone())));
                    focus_sibling(&event, target);
                }
            })
        };
        // A roving `tabindex` (WAI-ARIA APG): the toolbar is one Tab stop (`stop_code`, the
        // first button when there is none); the arrow keys move it.
        let tabindex = if stop_code == Some(code.as_str()) || (index == 0 && stop_code.is_none()) {
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

/// Moves the focus to the toolbar's button at `index` (the one an arrow key went to), so the
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

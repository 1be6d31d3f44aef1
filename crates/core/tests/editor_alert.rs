//! A refused attachment: its messages (`accept`, `acceptMimes`) and where they go (the
//! `alert` event or the browser's dialog), as `tests/tests/browser_editor.rs` shows them.
#![allow(clippy::unwrap_used, clippy::expect_used)] // test code

use yewform_core::editor::accept::{FileInfo, extension, input_accept, refusals};
use yewform_core::editor::alert::AlertRoute;

fn file(name: &str, mime: &str) -> FileInfo {
    FileInfo {
        name: name.into(),
        content_type: mime.into(),
        size: 10,
    }
}

fn png() -> Vec<String> {
    vec!["png".to_string()]
}

fn png_mime() -> Vec<String> {
    vec!["image/png".to_string()]
}

#[test]
fn a_listener_gets_the_event() {
    assert_eq!(AlertRoute::choose(true, &[], false), AlertRoute::Event);
}

#[test]
fn an_on_alert_handler_in_the_schema_gets_the_event() {
    let events = [
        ("change".to_string(), "log".to_string()),
        ("alert".to_string(), "warn".to_string()),
    ];
    assert_eq!(AlertRoute::choose(false, &events, false), AlertRoute::Event);
}

/// `off("alert")` removes the schema's `onAlert` handler too: with no other listener, no
/// listener exists, and the spec's browser dialog shows the message.
#[test]
fn an_on_alert_handler_silenced_by_off_leaves_the_browser_dialog() {
    let events = [("alert".to_string(), "warn".to_string())];
    assert_eq!(AlertRoute::choose(false, &events, true), AlertRoute::Dialog);
    assert_eq!(
        AlertRoute::choose(true, &events, true),
        AlertRoute::Event,
        "a listener added after `off`"
    );
}

#[test]
fn without_any_listener_the_browser_dialog() {
    let events = [("change".to_string(), "log".to_string())];
    assert_eq!(
        AlertRoute::choose(false, &events, false),
        AlertRoute::Dialog
    );
    assert_eq!(AlertRoute::choose(false, &[], false), AlertRoute::Dialog);
}

#[test]
fn wrong_mime_and_extension_give_two_messages_mime_first() {
    assert_eq!(
        refusals(
            &file("notes.txt", "text/plain"),
            Some(&png()),
            Some(&png_mime()),
            "en",
            "en"
        ),
        [
            "Accepted mimes are: image/png",
            "Accepted extensions are: png"
        ]
    );
}

#[test]
fn one_failed_check_gives_one_message() {
    assert_eq!(
        refusals(
            &file("photo.PNG", "image/jpeg"),
            Some(&png()),
            Some(&png_mime()),
            "en",
            "en"
        ),
        ["Accepted mimes are: image/png"]
    );
    assert_eq!(
        refusals(
            &file("photo.gif", "image/png"),
            Some(&png()),
            Some(&png_mime()),
            "en",
            "en"
        ),
        ["Accepted extensions are: png"]
    );
}

#[test]
fn accepted_files_and_empty_lists_give_none() {
    let accept = vec![".PNG".to_string()];
    assert!(
        refusals(
            &file("a.png", "image/png"),
            Some(&accept),
            Some(&png_mime()),
            "en",
            "en"
        )
        .is_empty()
    );
    assert!(refusals(&file("a", ""), Some(&vec![]), Some(&vec![]), "en", "en").is_empty());
    assert!(refusals(&file("a", ""), None, None, "en", "en").is_empty());
}

#[test]
fn messages_follow_the_locale() {
    #[cfg(feature = "locale-de")]
    let german = [
        "Erlaubte MIME-Typen sind: image/png",
        "Erlaubte Dateiendungen sind: png",
    ];
    // Without the German texts a `de` locale reads the English ones.
    #[cfg(not(feature = "locale-de"))]
    let german = [
        "Accepted mimes are: image/png",
        "Accepted extensions are: png",
    ];
    assert_eq!(
        refusals(
            &file("a.txt", "text/plain"),
            Some(&png()),
            Some(&png_mime()),
            "de",
            "en"
        ),
        german
    );
    // An unknown locale and fallback: English.
    assert_eq!(
        refusals(
            &file("a.txt", "text/plain"),
            None,
            Some(&png_mime()),
            "xx",
            "yy"
        ),
        ["Accepted mimes are: image/png"]
    );
}

#[test]
fn extensions_and_the_picker_accept_attribute() {
    assert_eq!(extension("a.tar.GZ").as_deref(), Some("gz"));
    assert_eq!(extension("dot."), None);
    assert_eq!(extension("noext"), None);
    assert_eq!(
        input_accept(Some(&vec!["png".into(), ".pdf".into()]), Some(&png_mime())).as_deref(),
        Some(".png,.pdf,image/png")
    );
    assert_eq!(input_accept(None, None), None);
}

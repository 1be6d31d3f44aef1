//! The sign-up backend: the `unique` server rule's endpoint and `POST /api/signup`.
//!
//! `POST /yewform/validators/unique` is the default `unique` endpoint of yewform's config, so
//! a schema's `"rules": "required|email|unique:users"` works against this server without any
//! endpoint configuration. It answers `true` when no account has the address yet (compared
//! trimmed and without case), `false` when one has: `taken@example.com` and
//! `admin@example.com` from the start, and every address signed up since.
//!
//! `POST /api/signup` checks the request data again, as a real server must (a check that
//! passed in the browser can be stale by the time the form is sent): an address that is
//! missing, malformed or taken, or a password shorter than 8 characters or too common
//! (`password1`, `12345678`, …: a check the form's own rules do not make), is answered with
//! `422 {"ok": false, "errors": {<field>: <message>}}`; otherwise the account is stored and
//! the answer is `{"ok": true, "message": "Welcome, <name>!", "received": <data>}`.

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use serde_json::{Map, Value, json};

use crate::AppState;

/// The addresses taken before anyone signs up.
const TAKEN: [&str; 2] = ["taken@example.com", "admin@example.com"];

/// Passwords refused as too common: a check only the server makes (the form's rules let them
/// through), so the demo shows a server's refusal on its field.
const COMMON: [&str; 4] = ["password", "password1", "12345678", "qwertyuiop"];

/// An address as accounts are compared: trimmed, lower case.
fn key(email: &str) -> String {
    email.trim().to_lowercase()
}

/// Whether an account has `email`.
fn taken(state: &AppState, email: &str) -> bool {
    let email = key(email);
    TAKEN.contains(&email.as_str())
        || state
            .accounts
            .lock()
            .map(|all| all.contains(&email))
            .unwrap_or(false)
}

/// `POST /yewform/validators/unique`: `{"params": [..], "name": <name>, "value": <value>}` →
/// `true` when no account has the value as its address. A value that is not a string is
/// answered `true` (nothing can hold it; the form's own rules judge its type).
pub async fn unique(State(state): State<AppState>, Json(body): Json<Value>) -> Json<Value> {
    let free = match body.get("value") {
        Some(Value::String(email)) => !taken(&state, email),
        _ => true,
    };
    Json(Value::Bool(free))
}

/// `POST /api/signup`: checks and stores an account; see the module.
pub async fn signup(
    State(state): State<AppState>,
    Json(body): Json<Value>,
) -> (StatusCode, Json<Value>) {
    let text = |field: &str| body.get(field).and_then(Value::as_str).unwrap_or_default();
    let email = text("email");
    let mut errors = Map::new();
    if email.trim().is_empty() {
        errors.insert("email".into(), "The email is required.".into());
    } else if !looks_like_email(email) {
        errors.insert("email".into(), "The email is not a valid address.".into());
    } else if taken(&state, email) {
        errors.insert(
            "email".into(),
            "An account with this email already exists.".into(),
        );
    }
    let password = text("password");
    if password.chars().count() < 8 {
        errors.insert(
            "password".into(),
            "The password must be at least 8 characters.".into(),
        );
    } else if COMMON.contains(&password.to_lowercase().as_str()) {
        errors.insert(
            "password".into(),
            "This password is too common; choose another one.".into(),
        );
    }
    if !errors.is_empty() {
        return (
            StatusCode::UNPROCESSABLE_ENTITY,
            Json(json!({"ok": false, "errors": errors})),
        );
    }
    if let Ok(mut all) = state.accounts.lock() {
        all.push(key(email));
    }
    if let Ok(mut all) = state.submissions.lock() {
        all.push(body.clone());
    }
    let name = match text("name").trim() {
        "" => "there",
        name => name,
    };
    (
        StatusCode::OK,
        Json(json!({"ok": true, "message": format!("Welcome, {name}!"), "received": body})),
    )
}

/// One `@` with text on both sides and a dot in the domain: the server's coarse check (the
/// form's `email` rule is the precise one).
fn looks_like_email(email: &str) -> bool {
    let email = email.trim();
    match email.split_once('@') {
        Some((local, domain)) => {
            !local.is_empty()
                && !domain.contains('@')
                && domain.contains('.')
                && !email.contains(' ')
        }
        None => false,
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)] // test code

    use std::io::{Read, Write};
    use std::net::{SocketAddr, TcpStream};

    use crate::AppState;

    /// One JSON POST over plain HTTP/1.1: the status code and the body.
    fn post(addr: SocketAddr, target: &str, body: &str) -> (u16, String) {
        let mut stream = TcpStream::connect(addr).unwrap();
        write!(
            stream,
            "POST {target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
            body.len()
        )
        .unwrap();
        let mut answer = String::new();
        stream.read_to_string(&mut answer).unwrap();
        let status = answer
            .split(' ')
            .nth(1)
            .and_then(|s| s.parse().ok())
            .unwrap_or(0);
        let body = answer
            .split("\r\n\r\n")
            .nth(1)
            .unwrap_or_default()
            .to_string();
        (status, body)
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn unique_answers_and_signup_takes_the_address() {
        let state = AppState::default();
        let addr = SocketAddr::from(([127, 0, 0, 1], 0));
        let running = crate::spawn(addr, std::env::temp_dir(), state.clone())
            .await
            .unwrap();
        let addr = running.addr;
        let answers = tokio::task::spawn_blocking(move || {
            let unique = |value: &str| {
                post(
                    addr,
                    "/yewform/validators/unique",
                    &format!(r#"{{"params": ["users"], "name": "email", "value": {value}}}"#),
                )
            };
            vec![
                unique(r#""Taken@Example.com ""#),
                unique(r#""ann@example.com""#),
                post(
                    addr,
                    "/api/signup",
                    r#"{"email": "ann@example.com", "password": "s3cret-pass", "name": "Ann"}"#,
                ),
                unique(r#""ann@example.com""#),
                post(
                    addr,
                    "/api/signup",
                    r#"{"email": "ANN@example.com", "password": "short"}"#,
                ),
                post(
                    addr,
                    "/api/signup",
                    r#"{"email": "bob@example.com", "password": "Password1"}"#,
                ),
            ]
        })
        .await
        .unwrap();
        running.task.abort();
        assert_eq!(answers[0], (200, "false".to_string()));
        assert_eq!(answers[1], (200, "true".to_string()));
        assert_eq!(answers[2].0, 200);
        let welcome: serde_json::Value = serde_json::from_str(&answers[2].1).unwrap();
        assert_eq!(welcome["message"], "Welcome, Ann!");
        assert_eq!(answers[3], (200, "false".to_string()));
        assert_eq!(answers[4].0, 422);
        let refused: serde_json::Value = serde_json::from_str(&answers[4].1).unwrap();
        assert_eq!(
            refused["errors"],
            serde_json::json!({
                "email": "An account with this email already exists.",
                "password": "The password must be at least 8 characters."
            })
        );
        assert_eq!(answers[5].0, 422);
        let refused: serde_json::Value = serde_json::from_str(&answers[5].1).unwrap();
        assert_eq!(
            refused["errors"],
            serde_json::json!({"password": "This password is too common; choose another one."})
        );
        assert_eq!(state.submissions.lock().unwrap().len(), 1);
    }

    #[test]
    fn the_coarse_email_check() {
        for good in ["a@b.c", " ann@example.com "] {
            assert!(super::looks_like_email(good), "{good}");
        }
        for bad in ["", "ann", "@b.c", "a@b", "a@@b.c", "a b@c.d"] {
            assert!(!super::looks_like_email(bad), "{bad}");
        }
    }
}

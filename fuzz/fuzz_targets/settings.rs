//! The settings file (SPEC §10): any JSON gives settings or a reason, and a
//! `last_game` key is accepted only when it names a file inside `games/`.
#![no_main]

use kibitz::store::paths::check_key;
use kibitz::store::settings::Settings;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    if let Ok(settings) = serde_json::from_str::<Settings>(&text)
        && let Some(key) = settings.last_game.as_deref()
        && check_key(key).is_ok()
    {
        assert!(!key.contains(['/', '\\']) && !key.starts_with('.'), "{key:?}");
    }
});

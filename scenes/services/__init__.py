"""What the app's screens stand on but are not: saving games, the settings file, sound, the AI
worker process, the app's folders, and the check that a game's content loads. No module here
imports a screen; screens reach these through the app (`scenes.stack.Host`) or by import."""

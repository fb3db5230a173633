// Key codes by name, as older games kept them (the game compares against these, never a string).
var Game = { KEY: { ESC: 27, SPACE: 32, LEFT: 37, UP: 38, RIGHT: 39, DOWN: 40, ONE: 49, A: 65, Q: 81 } };

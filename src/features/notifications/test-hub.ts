// Moved to the test kit; kept only until src/app/router/routes.test.tsx imports '@tests/scripted-hub'.
export { ScriptedHub } from '@tests/scripted-hub'

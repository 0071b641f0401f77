mkdir my-app && cd my-app && npm init -y
npm install --save-exact \
  ../plugboard/.packed/plugboard-schema-0.1.0.tgz \
  ../plugboard/.packed/plugboard-server-0.1.0.tgz \
  ../plugboard/.packed/plugboard-react-0.1.0.tgz \
  ../plugboard/.packed/plugboard-ui-0.1.0.tgz \
  express@5.3.0 react@19.3.1 react-dom@19.3.1
npm install --save-dev --save-exact \
  ../plugboard/.packed/plugboard-emulator-0.1.0.tgz \
  vite@7.3.8 @vitejs/plugin-react@5.2.0 typescript@5.9.3 @types/react@19.3.0 @types/react-dom@19.3.0
npm pkg set type=module \
  scripts.build="tsc --noEmit && vite build" \
  scripts.start="node --env-file=.env server.js" \
  scripts.emulator="plugboard-emulator --port 4010 --memory"

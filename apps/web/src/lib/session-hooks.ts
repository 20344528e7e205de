import { useDispatch, useSelector } from 'react-redux';
import type { Dispatch } from '@reduxjs/toolkit';
import type { SessionState } from './session-slice';

// Features read the session through these, so none of them imports the app's store.
export const useSession = (): SessionState => useSelector((state: { auth: SessionState }) => state.auth);
export const useSessionDispatch = useDispatch.withTypes<Dispatch>();

import { type LoginResponse, messages } from '@ossature/contract';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { Alert, Box, Button, IconButton, InputAdornment, Paper, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiRequestError, apiRequest, fetchUser } from '../api/api-client';
import { tokenStore } from '../api/token-store';
import { safeRedirect } from './login-redirect';

const text = messages.auth;

/** /front/login — the only screen reachable without a session. */
export function LoginPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitting(true);
    setError(null);
    try {
      const { token } = await apiRequest<LoginResponse>('POST', '/api-internal/login', { body: { username, password } });
      tokenStore.set(token);
      await fetchUser();
      navigate(safeRedirect(search.get('redirect')), { replace: true });
    } catch (failure) {
      setError(failure instanceof ApiRequestError && failure.status !== 400 ? failure.message : text.loginFailed);
      setSubmitting(false);
    }
  }

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}>
      <Paper component="main" elevation={3} sx={{ p: 4, width: '100%', maxWidth: 400 }}>
        <Typography variant="h4" component="h1" color="primary" fontWeight={700} gutterBottom>
          Ossature
        </Typography>
        <Typography variant="h6" component="h2">
          {text.loginTitle}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          {text.loginSubtitle}
        </Typography>
        <Box component="form" onSubmit={submit} noValidate>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              {error}
            </Alert>
          )}
          <TextField
            label={text.usernameLabel}
            name="username"
            autoComplete="username"
            autoFocus
            fullWidth
            margin="normal"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
          <TextField
            label={text.passwordLabel}
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            fullWidth
            margin="normal"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            slotProps={{
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton
                      aria-label={showPassword ? text.hidePassword : text.showPassword}
                      onClick={() => setShowPassword((shown) => !shown)}
                      edge="end"
                    >
                      {showPassword ? <VisibilityOff /> : <Visibility />}
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            sx={{ mt: 3 }}
            disabled={submitting || !username.trim() || !password}
          >
            {text.submit}
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}

@rem Qwen Managed Kit: runs qwen-managed-admin.ps1 beside this file with the system PowerShell,
@rem passing every argument on and returning its exit code.
@"%SystemRoot%\System32\WindowsPowerShell\v1.0\powershell.exe" -NoProfile -NonInteractive -ExecutionPolicy Bypass -File "%~dp0qwen-managed-admin.ps1" %*
@exit /b %ERRORLEVEL%

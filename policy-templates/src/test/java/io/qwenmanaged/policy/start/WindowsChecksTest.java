package io.qwenmanaged.policy.start;

import static io.qwenmanaged.policy.files.FakeFileFacts.SECURE_ACL;
import static io.qwenmanaged.policy.files.FakeFileFacts.grant;
import static io.qwenmanaged.policy.start.Layouts.W_HOME;
import static io.qwenmanaged.policy.start.Layouts.W_POWERSHELL;
import static io.qwenmanaged.policy.start.Layouts.W_PREFIX;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.files.FakeFileFacts;
import io.qwenmanaged.policy.files.FileEntry;
import io.qwenmanaged.policy.model.KitFiles;
import java.nio.file.Path;
import java.nio.file.attribute.AclEntryPermission;
import java.nio.file.attribute.AclEntryType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The Windows rules as logic over injected facts: ACLs and owners, the system PowerShell and
 * cmd.exe, and PowerShell profiles.
 */
@Tag("unit")
class WindowsChecksTest {

  private static final String HOOK_JAR = W_PREFIX + "\\lib\\hook.jar";
  private static final String ADMINS =
      "Administrators, SYSTEM, TrustedInstaller (a system install)";

  private static StartReport run(FakeFileFacts fs, Map<String, String> environment) {
    StartReport report = StartChecks.run(Layouts.windowsContext(environment), fs);
    assertEquals(report.problems().isEmpty(), report.ready().isPresent());
    return report;
  }

  private static List<Diagnostic> problems(FakeFileFacts fs, String check) {
    return StartChecksTest.outcome(run(fs, Layouts.windowsEnvironment()), check).problems();
  }

  private static List<FileEntry.AclGrant> secureAnd(FileEntry.AclGrant extra) {
    List<FileEntry.AclGrant> grants = new ArrayList<>(SECURE_ACL);
    grants.add(extra);
    return grants;
  }

  @Test
  void anInstalledWindowsLayoutIsReady() {
    StartReport report = run(Layouts.windows(Layouts.SYSTEM), Layouts.windowsEnvironment());
    assertEquals(List.of(), report.problems());
    ReadyStart ready = report.ready().orElseThrow();
    assertEquals(Path.of(W_HOME + "\\.qwen-managed"), ready.qwenHome());
  }

  @Test
  void aFileUsersMayWriteIsRefused() {
    FakeFileFacts fs = Layouts.windows(Layouts.SYSTEM);
    fs.acl(HOOK_JAR, secureAnd(grant("BUILTIN\\Users", Set.of(AclEntryPermission.WRITE_DATA))));
    assertEquals(
        List.of(
            Diagnostic.policy(
                HOOK_JAR,
                "",
                "grants write access to BUILTIN\\Users; only its owner and administrators may write"
                    + " to it")),
        problems(fs, StartChecks.PERMISSIONS));
  }

  @Test
  void aDirectoryEveryoneOrAuthenticatedUsersMayChangeIsRefused() {
    FakeFileFacts fs = Layouts.windows(Layouts.SYSTEM);
    fs.acl(
        "C:\\ProgramData", secureAnd(grant("Everyone", Set.of(AclEntryPermission.DELETE_CHILD))));
    fs.acl(
        W_POWERSHELL,
        secureAnd(grant("NT AUTHORITY\\Authenticated Users", Set.of(AclEntryPermission.ADD_FILE))));
    assertEquals(
        List.of(
            Diagnostic.policy(
                "C:\\ProgramData",
                "",
                "grants write access to Everyone; only its owner and administrators may write to"
                    + " it"),
            Diagnostic.policy(
                W_POWERSHELL,
                "",
                "grants write access to NT AUTHORITY\\Authenticated Users; only its owner and"
                    + " administrators may write to it")),
        problems(fs, StartChecks.PERMISSIONS));
  }

  @Test
  void theDriveRootDefaultsOfWindowsAreAccepted() {
    FakeFileFacts fs = Layouts.windows(Layouts.SYSTEM);
    List<FileEntry.AclGrant> root = new ArrayList<>(SECURE_ACL);
    root.add(
        grant("NT AUTHORITY\\Authenticated Users", Set.of(AclEntryPermission.ADD_SUBDIRECTORY)));
    root.add(
        new FileEntry.AclGrant(
            "NT AUTHORITY\\Authenticated Users",
            AclEntryType.ALLOW,
            Set.of(AclEntryPermission.WRITE_DATA, AclEntryPermission.DELETE),
            true));
    root.add(
        new FileEntry.AclGrant(
            "BUILTIN\\Users", AclEntryType.DENY, Set.of(AclEntryPermission.WRITE_DATA), false));
    fs.acl("C:\\", root).owner("C:\\", "NT SERVICE\\TrustedInstaller");
    assertEquals(List.of(), problems(fs, StartChecks.PERMISSIONS));
  }

  @Test
  void aFileAppendableByUsersIsRefusedThoughADirectoryIsNot() {
    FakeFileFacts fs = Layouts.windows(Layouts.SYSTEM);
    fs.acl(HOOK_JAR, secureAnd(grant("BUILTIN\\Users", Set.of(AclEntryPermission.APPEND_DATA))));
    assertEquals(1, problems(fs, StartChecks.PERMISSIONS).size());
  }

  @Test
  void aSystemInstallNeedsAnAdministrativeOwner() {
    FakeFileFacts fs = Layouts.windows(Layouts.SYSTEM).owner(HOOK_JAR, "DESKTOP\\alice");
    assertEquals(
        List.of(
            Diagnostic.policy(
                HOOK_JAR, "", "is owned by DESKTOP\\alice; it must be owned by " + ADMINS)),
        problems(fs, StartChecks.PERMISSIONS));
  }

  @Test
  void aUserInstallAcceptsTheInstallingUserWhateverTheDomainPrefix() {
    FakeFileFacts fs = Layouts.windows(Layouts.USER_ALICE).owner(HOOK_JAR, "DESKTOP\\Alice");
    assertEquals(List.of(), problems(fs, StartChecks.PERMISSIONS));
    fs.owner(HOOK_JAR, "DESKTOP\\bob");
    assertEquals(1, problems(fs, StartChecks.PERMISSIONS).size());
  }

  @Test
  void aPowershellEarlierOnThePinnedPathIsRefused() {
    FakeFileFacts fs =
        Layouts.windows(Layouts.SYSTEM).program("C:\\Windows\\System32\\powershell.exe");
    assertEquals(
        List.of(
            Diagnostic.policy(
                KitFiles.LAUNCHER,
                "/environment/path/0",
                "resolves powershell to C:\\Windows\\System32\\powershell.exe, not the system's "
                    + W_POWERSHELL
                    + "\\powershell.exe")),
        problems(fs, StartChecks.SHELL));
  }

  @Test
  void aComFileShadowsTheExeAsNodeLooksItUp() {
    FakeFileFacts fs = Layouts.windows(Layouts.SYSTEM).program(W_POWERSHELL + "\\powershell.com");
    assertEquals(1, problems(fs, StartChecks.SHELL).size());
  }

  @Test
  void withoutPowershellOnThePinnedPathTheShellCheckFails() {
    FakeFileFacts fs = Layouts.windows(Layouts.SYSTEM).delete(W_POWERSHELL + "\\powershell.exe");
    assertEquals(
        List.of(
            Diagnostic.policy(
                KitFiles.LAUNCHER, "/environment/path", WindowsShellCheck.NO_POWERSHELL)),
        problems(fs, StartChecks.SHELL));
  }

  @Test
  void pwshIsAcceptedUnderProgramFilesPowerShellOnly() {
    String nodejs = "C:\\\\Program Files\\\\nodejs\"";
    FakeFileFacts fs =
        Layouts.windows(
            Layouts.SYSTEM,
            plan -> plan.replace(nodejs, nodejs + ", \"C:\\\\Program Files\\\\PowerShell\\\\7\""));
    fs.program("C:\\Program Files\\PowerShell\\7\\pwsh.exe");
    assertEquals(List.of(), problems(fs, StartChecks.SHELL));
    fs.program("C:\\Program Files\\nodejs\\pwsh.exe");
    assertEquals(
        List.of(
            Diagnostic.policy(
                KitFiles.LAUNCHER,
                "/environment/path/2",
                "resolves pwsh to C:\\Program Files\\nodejs\\pwsh.exe, not a PowerShell under"
                    + " C:\\Program Files\\PowerShell\\")),
        problems(fs, StartChecks.SHELL));
  }

  @Test
  void comSpecMustBeTheSystemCmdIgnoringCase() {
    Map<String, String> environment = new HashMap<>(Layouts.windowsEnvironment());
    environment.put("ComSpec", "c:\\windows\\system32\\CMD.EXE");
    assertTrue(run(Layouts.windows(Layouts.SYSTEM), environment).ready().isPresent());
    environment.put("ComSpec", "C:\\Users\\alice\\cmd.exe");
    assertEquals(
        List.of(
            Diagnostic.io(
                "$ComSpec", "must be the system's cmd.exe (C:\\Windows\\System32\\cmd.exe)")),
        run(Layouts.windows(Layouts.SYSTEM), environment).problems());
  }

  @Test
  void aMissingSystemRootIsAnEnvironmentProblem() {
    Map<String, String> environment = new HashMap<>(Layouts.windowsEnvironment());
    environment.remove("SystemRoot");
    assertEquals(
        List.of(Diagnostic.io("$SystemRoot", WindowsShellCheck.SYSTEM_ROOT)),
        run(Layouts.windows(Layouts.SYSTEM), environment).problems());
  }

  @Test
  void aPowerShellProfileOfTheDeveloperIsRefusedAndAnAdministratorsOneAccepted() {
    String profile = W_HOME + "\\Documents\\WindowsPowerShell\\Microsoft.PowerShell_profile.ps1";
    FakeFileFacts fs =
        Layouts.windows(Layouts.SYSTEM).file(W_POWERSHELL + "\\profile.ps1", "# admin");
    assertEquals(List.of(), problems(fs, StartChecks.SHELL));
    fs.file(profile, "Set-Alias java evil").owner(profile, "DESKTOP\\alice");
    assertEquals(
        List.of(
            Diagnostic.policy(
                profile,
                "",
                WindowsProfiles.PROFILE
                    + "is owned by DESKTOP\\alice; it must be owned by "
                    + ADMINS)),
        problems(fs, StartChecks.SHELL));
  }

  @Test
  void theDevelopersQwenHomeMustBeTheirsAndPrivate() {
    String home = W_HOME + "\\.qwen-managed";
    FakeFileFacts fs =
        Layouts.windows(Layouts.SYSTEM).directory(home).owner(home, "DESKTOP\\alice");
    assertEquals(List.of(), problems(fs, StartChecks.QWEN_DIRECTORIES));
    fs.acl(home, secureAnd(grant("Everyone", Set.of(AclEntryPermission.ADD_FILE))));
    assertEquals(1, problems(fs, StartChecks.QWEN_DIRECTORIES).size());
  }

  @Test
  void aFileSystemWithoutAclsCannotBeJudgedForWindows() {
    FakeFileFacts fs = Layouts.windows(Layouts.SYSTEM).mode(HOOK_JAR, 0644);
    assertEquals(
        List.of(Diagnostic.policy(HOOK_JAR, "", AccessRule.NO_ACL)),
        problems(fs, StartChecks.PERMISSIONS));
  }
}

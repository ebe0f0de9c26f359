package io.qwenmanaged.mcp.protocol;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.qwenmanaged.policy.model.ManagedServer;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The revision the kit's own clients ask for (the doctor, the installer's archive training) is one
 * the server speaks, so their handshake is answered with it rather than a fallback.
 */
@Tag("unit")
class KitClientVersionTest {

  @Test
  void theServerSpeaksTheRevisionTheKitsClientsAskFor() {
    assertTrue(
        ProtocolVersions.SUPPORTED.contains(ManagedServer.PROTOCOL_VERSION),
        ManagedServer.PROTOCOL_VERSION + " is not in " + ProtocolVersions.SUPPORTED);
  }
}
